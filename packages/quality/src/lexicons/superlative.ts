import { type Lexicon, term } from './lexicon.js';
import { sources } from './sources.js';
import { isFollowedByQuantity, wordsAfter } from './suppressions.js';

/** Selection adjectives whose superlative picks one element of a defined set ('the most restrictive curve'). */
const selectionAdjectives = /^(?:recent|restrictive|permissive|significant|severe|critical|limiting)$/;

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
    term('strongest', 'safest', 'cheapest', 'simplest', 'easiest'),
    term('optimal', 'optimally', 'optimum', 'ultimate'),
    term('maximum', 'minimum', 'maximal'),
  ],
  suppressions: [
    {
      description:
        "A bounded superlative is a limit: 'at least 30 days', 'at most 3', 'a maximum of 10 users', 'maximum speed of 500 km/h'.",
      example: 'at least 30 days, a maximum of 10 users',
      applies: (match) =>
        (/^(?:most|least)$/.test(match.matched) &&
          /\bat\s*$/.test(match.before) &&
          isFollowedByQuantity(match)) ||
        (/^(?:maximum|minimum|maximal)$/.test(match.matched) &&
          (isFollowedByQuantity(match) ||
            /^\s+(?:[\p{L}-]+\s+){0,3}(?:of|is|=|:)\s*[-+±]?\d/u.test(match.after))),
    },
    {
      description:
        "A superlative that selects one element of a defined set: 'the most restrictive braking curve', 'the most recent value', 'the least significant bit'.",
      example: 'the most restrictive braking curve',
      applies: (match) =>
        /^(?:most|least)$/.test(match.matched) && selectionAdjectives.test(wordsAfter(match, 1)[0] ?? ''),
    },
    {
      description: "'best effort' is a defined service class, not a promise.",
      example: 'best-effort delivery',
      applies: (match) => match.matched === 'best' && /^[\s-]+effort\b/.test(match.after),
    },
  ],
  sources: [sources.iso29148, sources.incoseR26, sources.femmer, sources.arta],
};
