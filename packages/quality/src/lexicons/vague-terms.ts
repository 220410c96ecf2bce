import type { LexiconEntry, MatchContext, Suppression } from './lexicon.js';
import { term } from './lexicon.js';
import { isBoundedByReference } from './suppressions.js';

/**
 * The ISO 29148 and INCOSE R7 vague terms and quantifiers beyond the core list in ambiguous.ts: general or
 * open-ended adjectives ('necessary', 'full', 'special', 'standard'), quantifiers ('multiple') and vague time.
 */
export const vagueTermEntries: LexiconEntry[] = [
  term('multiple', 'the majority of', 'a large amount of'),
  term('flexibility', 'expandability', 'extensibility', 'scalable', 'scaleable', 'scalability'),
  term('rugged', 'ruggedized', 'ruggedised'),
  term('necessary', 'unnecessary', 'unnecessarily'),
  term('full', 'special', 'compact', 'judicious', 'judiciously'),
  term('common', 'commonly'),
  {
    term: 'standard (unnamed)',
    pattern: 'standard(?:i[sz]ed)?(?<=\\b(?:a|an)\\s+(?:[\\p{L}-]+(?<!ly)\\s+)?standard(?:i[sz]ed)?)',
  },
  term('immediately', 'momentarily', 'long lived', 'short-lived', 'short lived'),
  {
    term: 'short (a duration or size left open)',
    pattern:
      'short(?=\\s+(?!(?:message|messages|code|codes|dialling|dialing|circuit|circuits|name|names|form|cut|term|than|of|to|by|and|or)\\b)\\p{L})',
  },
  term('small or large', 'large or small', 'small and large', 'large and small'),
];

/** Technical compounds with 'full' that name a defined state or mode ('full duplex', 'the buffer is full'). */
const fullCompounds =
  /^[\s-]+(?:duplex|stop|screen|text|name|scale|load|speed|path|adder|rate|charge|power)\b/;
/** Verbs of ending: 'terminated normally' names the normal termination, the opposite of an abnormal one. */
const endingVerbs =
  /\b(?:terminated|terminates|terminate|ended|ends|exits|exited|completed|completes|shut\s+down)\s*$/;

/** An adjective after 'more/most/less/least' belongs to the comparative or superlative ('most appropriate'). */
export const degreeTakesIt: Suppression = {
  description:
    "A vague adjective after 'more', 'most', 'less' or 'least' is part of the comparative or superlative, scored there ('most appropriate', 'more efficient', 'least significant bit').",
  example: 'the most appropriate network, more efficient',
  applies: (match) => /\b(?:more|most|less|least)\s*$/.test(match.before),
};

const isWord = (match: MatchContext, ...words: string[]) => words.includes(match.matched);

export const vagueTermSuppressions: Suppression[] = [
  degreeTakesIt,
  {
    description:
      "A vague word followed in its clause by an explicit reference ('the appropriate function code … (see Table 9-8)', 'using the criteria stated in section 10.5') is defined there.",
    example: 'the appropriate function code for the call type (see Table 9-8)',
    applies: isBoundedByReference,
  },
  {
    description: "'how many' asks for a number; it does not state a vague one.",
    example: 'specify how many messages the socket may buffer',
    applies: (match) => isWord(match, 'many') && /\bhow\s*$/.test(match.before),
  },
  {
    description:
      "'It is acceptable / appropriate that …' is commentary granting a permission, not an obligation with a vague term.",
    example: 'It is acceptable that only one user may talk at any time.',
    applies: (match) =>
      /\bit\s+is\s+(?:\p{L}+ly\s+)?$/u.test(match.before) && /^\s+(?:that|for)\b/.test(match.after),
  },
  {
    description: "'typical of X' names its reference (the environment of X).",
    example: 'an office environment typical of the nursing department',
    applies: (match) => isWord(match, 'typical') && /^\s+of\b/.test(match.after),
  },
  {
    description:
      "'necessary' as a predicate ('it is necessary to ensure', 'will only be necessary once') states a need, not an open-ended amount.",
    example: 'it is necessary to ensure that priorities are allocated consistently',
    applies: (match) =>
      isWord(match, 'necessary') &&
      /\b(?:is|are|be|was|were|been|being)\s+(?:\p{L}+ly\s+)?$/u.test(match.before),
  },
  {
    description:
      "Technical compounds with 'full', 'the buffer is full' and 'the full specification' (the whole of a defined thing) name a defined state.",
    example: 'full duplex call time, when the queue is full, the full specification of the radio',
    applies: (match) =>
      isWord(match, 'full') &&
      (fullCompounds.test(match.after) || /\b(?:the|is|are|be|becomes|become|in)\s*$/.test(match.before)),
  },
  {
    description:
      "'normal' before an acronym is part of a name ('the normal ICP presence test'); 'terminated normally' names the normal termination.",
    example: 'the normal ICP presence test, when the software is terminated normally',
    applies: (match) =>
      (isWord(match, 'normal') && /^\s+\p{Lu}{2,}\b/u.test(match.text.slice(match.end, match.end + 20))) ||
      (isWord(match, 'normally') && endingVerbs.test(match.before)),
  },
  {
    description: "'in common', 'common to all X': a shared element, not a vague extent.",
    example: 'the fields the two forms have in common',
    applies: (match) =>
      isWord(match, 'common') && (/\bin\s*$/.test(match.before) || /^\s+to\b/.test(match.after)),
  },
];
