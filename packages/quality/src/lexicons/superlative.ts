import { type Lexicon, term } from './lexicon.js';
import { sources } from './sources.js';
import { isBoundedByReference, isFollowedByQuantity, wordsAfter } from './suppressions.js';

/** Selection adjectives whose superlative picks one element of a defined set ('the most restrictive curve'). */
const selectionAdjectives =
  /^(?:recent|recently|frequently|restrictive|permissive|stringent|severe|critical|limiting)$/;
/** Nouns after highest/lowest that name a ranked value ('the highest priority', 'the lowest address'). */
const rankedNouns =
  /^[\s-]+(?:priority|precedence|level(?!\s+of\b)|value|number|rate|bit|byte|order|address|index)\b/;
/** Superlatives of a measurable quantity: picking the element with the least cost or time is verifiable. */
const measurableSuperlatives =
  /^(?:cheapest|lowest|highest|shortest|longest|smallest|largest|earliest|latest|oldest|newest|nearest|closest)$/;
/** A selection verb in the clause: 'assign … to the cheapest carrier', 'return the quote with the lowest cost'. */
const selectionVerb =
  /\b(?:select|selects|selected|choose|chooses|chosen|pick|picks|assign|assigns|assigned|return|returns|sort|sorts|rank|ranks|order|orders|use|uses|allocate|allocates|take|takes)\b/;

/** Superlatives promise an optimum that no test can reach. */
export const superlativeLexicon: Lexicon = {
  category: 'superlative',
  score: 35,
  title: 'Superlative',
  explanation: "'{word}' promises an optimum that no test can confirm: best compared with what?",
  suggestion:
    "Replace '{word}' with the required value, e.g. 'within 1 second' instead of 'as fast as possible'.",
  entries: [
    term('best', 'worst'),
    term('most', 'least'),
    term('highest', 'lowest', 'greatest', 'largest', 'biggest', 'smallest'),
    term('fastest', 'slowest', 'quickest', 'shortest', 'longest'),
    term('strongest', 'safest', 'cheapest', 'simplest', 'easiest', 'finest'),
    term('optimal', 'optimally', 'optimum', 'ultimate', 'utmost', 'uttermost'),
    term('maximum', 'minimum', 'maximal'),
    term('minimal', 'minimally'),
    {
      term: 'minimize, maximize, optimize',
      pattern: '(?:minimi[sz]|maximi[sz]|optimi[sz])(?:e|es|ed|ing|ation)',
    },
    {
      term: 'kept to a minimum',
      pattern:
        '(?:kept|keep|keeps|keeping|held|hold|holds|reduced|reduce|reduces)\\s+(?:\\p{L}+\\s+){0,3}?(?:at|to)\\s+(?:a|the)\\s+(?:minimum|maximum)',
    },
  ],
  suppressions: [
    {
      description:
        "A bound, not an optimum: 'at least 30 days', 'at most 3', 'at least for users on the same train' (by the category rules 'at least/at most/at worst' never promise an optimum).",
      example: 'at least 30 days, at most 3 retries',
      applies: (match) => /^(?:most|least|best|worst)$/.test(match.matched) && /\bat\s*$/.test(match.before),
    },
    {
      description:
        "A stated limit or a named parameter: 'a maximum of 10 users', 'a minimum of eight hours', 'the maximum message size', 'the 2 EUR minimum'. Without a determiner ('maximum readability') or with a non-numeric 'of' ('a minimum of driver action') it stays an optimum.",
      example: 'a maximum of 10 users, the maximum message size',
      applies: (match) =>
        /^(?:maximum|minimum|maximal)$/.test(match.matched) &&
        (/^[^.;,]{0,25}?\d/.test(match.after) ||
          (/^\s+of\b/.test(match.after) &&
            isFollowedByQuantity({ ...match, after: match.after.replace(/^\s+of/, '') })) ||
          /\d[\d.,]*\s*[\p{L}%°]*\s*$/u.test(match.before) ||
          (/\b(?:the|a|an|its|their|each|any|this|that)\s*$/.test(match.before) &&
            /^[\s-]+(?!of\b)\p{L}/u.test(match.after))),
    },
    {
      description:
        "A superlative followed in its clause by the table, section or criteria that define the choice: 'the most appropriate network using the selection criteria stated in section 10.5'.",
      example: 'select the most appropriate network using the criteria stated in section 10.5',
      applies: isBoundedByReference,
    },
    {
      description:
        "A superlative that selects one element of a defined set: 'the most restrictive braking curve', 'the most recent value', 'the least significant bit'.",
      example: 'the most restrictive braking curve',
      applies: (match) =>
        /^(?:most|least)$/.test(match.matched) && selectionAdjectives.test(wordsAfter(match, 1)[0] ?? ''),
    },
    {
      description:
        "A position, not an optimum: 'the least significant bit', 'the most significant byte' ('the most significant alarms' stays a superlative).",
      example: 'the least significant bit',
      applies: (match) =>
        /^(?:most|least)$/.test(match.matched) &&
        /^\s+significant\s+(?:bits?|bytes?|digits?|figures?|nibbles?|words?)\b/.test(match.after),
    },
    {
      description:
        "The extremum of a named set: 'the highest-rated entry of the supplier list', 'the oldest record in the queue'.",
      example: 'the highest-rated entry of the supplier list',
      applies: (match) =>
        /^[\s-]*[\p{L}-]*\s+(?:[\p{L}-]+\s+)?(?:of|in|from|among)\s+(?:the|this|that|each|a)\s+(?:[\p{L}-]+\s+){0,2}(?:list|set|table|queue|group|range|candidates|entries|records|results)\b/u.test(
          match.after,
        ),
    },
    {
      description: "A superlative naming a ranked value: 'the highest priority', 'the lowest address'.",
      example: 'the highest priority task',
      applies: (match) => /^(?:highest|lowest)$/.test(match.matched) && rankedNouns.test(match.after),
    },
    {
      description:
        "A superlative of a measurable quantity that selects one element: 'assign each parcel to the cheapest carrier', 'return the quote with the lowest total cost'.",
      example: 'select the carrier with the lowest total cost',
      applies: (match) =>
        measurableSuperlatives.test(match.matched) && selectionVerb.test(match.clauseBefore),
    },
    {
      description: "Technical terms: 'best effort' (a service class), 'worst case' (an analysis condition).",
      example: 'best-effort delivery, worst-case execution time',
      applies: (match) =>
        (match.matched === 'best' && /^[\s-]+effort\b/.test(match.after)) ||
        (match.matched === 'worst' && /^[\s-]+case\b/.test(match.after)),
    },
  ],
  sources: [sources.iso29148, sources.incoseR26, sources.femmer, sources.arta],
};
