import { type Lexicon, term } from './lexicon.js';
import { sources } from './sources.js';
import { hasBoundAfterThan } from './suppressions.js';

/**
 * Negative statements (INCOSE R16). Decision: every 'not'/'never'/'no' is flagged, including 'shall not'
 * prohibitions — a positive statement of what the system does is easier to verify, and where a safety
 * prohibition must stay the suggestion says so. Bounded forms ('not exceed 5 s', 'no more than 9 MB') and fixed
 * expressions ('whether or not', 'not only … but also', 'yes/no', 'No. 5') are not negative statements.
 */
export const negativeLexicon: Lexicon = {
  category: 'negative',
  score: 25,
  title: 'Negative statement',
  explanation:
    "'{word}' states what the system does not do; the set of things not done is unbounded and hard to verify.",
  suggestion:
    "Rewrite without '{word}': state what the system shall do instead (for a safety prohibition, state the safe state the system shall maintain).",
  entries: [
    term(
      'shall not',
      'must not',
      'should not',
      'will not',
      'may not',
      'can not',
      'need not',
      'does not',
      'do not',
      'is not',
      'are not',
    ),
    term(
      'cannot',
      "can't",
      "won't",
      "don't",
      "doesn't",
      "isn't",
      "aren't",
      "shouldn't",
      "mustn't",
      "shan't",
      "wouldn't",
      "couldn't",
    ),
    term('not'),
    term('unable'),
    term('never'),
    term('no', 'none', 'nothing', 'nobody', 'no one'),
    term('neither', 'nor'),
  ],
  suppressions: [
    {
      description:
        "'unable' is a negative statement after a form of 'be' ('shall be unable to'); in an error name ('FTSS unable to open pipe') or a past event ('it was unable to connect') it is not.",
      example: 'error e) FTSS unable to create the pipe',
      applies: (match) => match.matched === 'unable' && !/\b(?:be|is|are|been|being)\s*$/.test(match.before),
    },
    {
      description:
        "A bound stated negatively is measurable: 'not exceed N', 'not more than N', 'no later than N'.",
      example: 'shall not exceed 5 s, no more than 9 MB',
      applies: (match) =>
        /^\s+(?:be\s+)?(?:exceed|exceeds|exceeded|to\s+exceed)\b/.test(match.after) ||
        /^\s+(?:deviate|differ|vary|drift)\s+by\s+more\s+than\s+[-+±–−]?\d/.test(match.after) ||
        (/^\s+(?:be\s+)?(?:more|less|fewer|greater|later|earlier|longer|shorter|higher|lower)\b/.test(
          match.after,
        ) &&
          hasBoundAfterThan({ ...match, after: match.after.replace(/^\s+(?:be\s+)?\S+/, '') })),
    },
    {
      description:
        "A negated condition is not a negative statement of capability: 'IF the signal is not received within 5 s, THEN …'.",
      example: 'if the queue is not empty, when no response arrives',
      applies: (match) =>
        /\b(?:if|when|whenever|while|unless|until|in\s+case)\b(?:(?!\b(?:shall|must|should|will)\b).)*$/.test(
          match.clauseBefore,
        ),
    },
    {
      description:
        "Fixed expressions that are not negative statements: 'whether or not', 'not only … but also', 'not applicable', 'yes/no', 'No. 5'.",
      example: 'whether or not, not only … but also, yes/no',
      applies: (match) =>
        (match.matched === 'not' &&
          (/\bor\s*$/.test(match.before) || /^\s+(?:only|applicable)\b/.test(match.after))) ||
        (match.matched === 'no' &&
          (/yes\s*\/\s*$/.test(match.before) ||
            /^\s*\/\s*yes/.test(match.after) ||
            /^\.\s*\d/.test(match.after))),
    },
  ],
  sources: [sources.incoseR16, sources.iso29148, sources.femmer, sources.arta],
};
