import { type Lexicon, term } from './lexicon.js';
import { sources } from './sources.js';
import { boundedComparison, isFollowedByQuantity } from './suppressions.js';

/** Comparatives need a stated reference and amount ('better than what, by how much?'). */
export const comparativeLexicon: Lexicon = {
  category: 'comparative',
  score: 15,
  title: 'Comparative language',
  explanation:
    "A comparative ('{word}') without a stated reference and amount cannot be verified: better than what, by how much?",
  suggestion: "Replace '{word}' with a measurable bound, e.g. 'within 2 seconds' or 'more than 30 days'.",
  entries: [
    term('better', 'worse'),
    term('faster', 'slower', 'quicker', 'sooner'),
    term('higher', 'lower'),
    term('greater', 'larger', 'bigger', 'smaller'),
    term('more', 'less', 'fewer'),
    term('easier', 'simpler', 'cheaper'),
    term('shorter', 'longer'),
    term('stronger', 'weaker', 'safer', 'cleaner', 'clearer', 'friendlier'),
    term('louder', 'quieter', 'brighter', 'heavier', 'lighter', 'wider', 'narrower', 'thinner', 'thicker'),
    term('superior', 'inferior'),
    term('improvement', 'improvements'),
    {
      term: 'shall improve, an improved X',
      pattern:
        'improve(?<=\\b(?:shall|must|should|will|to)\\s+improve)|improved(?<=\\b(?:a|an|the)\\s+improved)(?=\\s+\\p{L})',
    },
    term('outperform', 'outperforms', 'outperformed'),
    {
      term: 'shall reduce / increase / decrease … (no amount)',
      pattern:
        '(?:reduce|increase|decrease)(?<=\\b(?:shall|must|should|will)\\s+\\p{L}+)(?=\\s+(?!by\\b|to\\b)\\p{L}+(?<!ly)\\b)',
    },
  ],
  suppressions: [
    boundedComparison,
    {
      description:
        "A comparison with a number straight after it ('not longer 10 minutes') or an amount in its clause ('improve … by 5%') is bounded.",
      example: 'must be not longer 10 minutes; shall improve throughput by 20 %',
      applies: (match) => isFollowedByQuantity(match) || /^[^.;]*?\bby\s+(?:\S+\s+)?\S*%/.test(match.after),
    },
    {
      description:
        "A change with a stated amount or target: 'shall reduce the volume to its minimum', 'shall increase the counter by 1'.",
      example: 'shall reduce the volume by 6 dB',
      applies: (match) =>
        /^(?:reduce|increase|decrease)$/.test(match.matched) &&
        /^[^.;]*?\b(?:by|to)\s+(?:at\s+(?:least|most)\s+|its\s+|a\s+|the\s+)?(?:[-+±]?\d|minimum|maximum|zero|one|two|three|four|five|ten|half|twice)/.test(
          match.after,
        ),
    },
    {
      description: "'the shorter of 90 days and the contract term' selects one of two stated values.",
      example: 'the shorter of 90 days and the contract term',
      applies: (match) => /\bthe\s*$/.test(match.before) && /^\s+of\b/.test(match.after),
    },
    {
      description:
        "Fixed expressions and defined orderings that are not comparisons: 'no longer', 'lower case', 'upper and lower bounds', 'the lower speed level', 'for more details'.",
      example: 'no longer, lower case, upper and lower bounds, see … for more details',
      applies: (match) =>
        (match.matched === 'longer' && /\b(?:no|any)\s*$/.test(match.before)) ||
        (/^(?:lower|higher|upper)$/.test(match.matched) &&
          /^[\s-]+(?:(?:speed|priority|power|frequency|voltage)[\s-]+)?(?:case|bounds?|limits?|layers?|levels?|half|order|byte|nibble|edge|threshold|priority|values?|bands?)\b/.test(
            match.after,
          )) ||
        (match.matched === 'more' &&
          /^\s+(?:details|information)\b/.test(match.after) &&
          /\b(?:for|see)\s*$/.test(match.before)),
    },
  ],
  sources: [sources.iso29148, sources.femmer, sources.wiegers, sources.arta],
};
