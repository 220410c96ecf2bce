import type { LexiconEntry, Suppression } from './lexicon.js';
import { term } from './lexicon.js';

/**
 * Open-ended clauses (INCOSE R9): the list or the extent of what is required is left open. By the category rules
 * they are ambiguous, not loopholes: the obligation exists, its scope is unbounded.
 */
export const openEndedEntries: LexiconEntry[] = [
  term('as a minimum', 'at a minimum'),
  {
    term: 'including but not limited to',
    pattern:
      '(?:including\\s+)?but\\s+(?:(?:is|are|shall|must|need|should|will)\\s+)?(?:not|need\\s+not)\\s+(?:be\\s+)?(?:necessarily\\s+)?limited\\s+to',
  },
  { term: 'etc.', pattern: 'etc\\.?' },
  term('and so on', 'and so forth', 'or similar', 'or equivalent'),
  {
    term: '… and other X (ending a list)',
    pattern: 'other(?<=\\b(?:and|or)\\s+other)(?!\\s+than\\b)(?=\\s+[\\p{L}])',
  },
  {
    term: 'such as (an unnamed choice)',
    pattern: 'such\\s+as(?!\\s+(?:to|this|that|these|those)\\b)',
  },
  {
    term: 'like (introducing examples)',
    pattern: 'like(?<=\\p{L}\\s+like)(?=\\s+[\\p{L}\\p{N}])',
  },
  term('a range of', 'a wide range of', 'a broad range of', 'a wide variety of'),
  term('provide for', 'provides for', 'providing for'),
  term('taken into account', 'take into account', 'takes into account', 'taking into account'),
  {
    term: 'shall consider, shall be considered',
    pattern: 'consider(?:ed)?(?<=\\b(?:shall|must|should|will)\\s+(?:be\\s+)?consider(?:ed)?)',
  },
  {
    term: 'essentially the same',
    pattern: 'essentially(?=\\s+(?:the\\s+same|similar|equivalent|identical))',
  },
];

/** Words before 'like' that make it a verb or an impression ('would like', 'look like'), not an example list. */
const likeAsVerb =
  /\b(?:would|should|could|might|do|does|did|not|i|we|you|they|look|looks|looked|feel|feels|felt|seem|seems|sound|sounds|much|very|more|most)\s*$/;

export const openEndedSuppressions: Suppression[] = [
  {
    description:
      "'like' as a verb or a comparison ('users would like to', 'looks like the form', 'treating users like experts'), not introducing examples.",
    example: 'the operator would like to see the log',
    applies: (match) =>
      match.matched === 'like' &&
      (likeAsVerb.test(match.before) ||
        /\b(?:treat|treats|treated|treating|behave|behaves|act|acts|work|works|function|functions)\b/.test(
          match.clauseBefore,
        ) ||
        /^\s+(?:to|this|that|it|a|an|the)\b/.test(match.after)),
  },
  {
    description: "'such as' after a named item gives an example of that item, not an open choice.",
    example: 'a separate navigation overview such as a site map',
    applies: (match) => match.matched === 'such as' && /^\s+(?:a|an)\s/.test(match.after),
  },
];
