import { type Lexicon, term } from './lexicon.js';
import { sources } from './sources.js';

/**
 * Negative statements (INCOSE R16): every explicit negation word, anywhere in the requirement — conditions
 * included ('If the driver does not acknowledge …') and negated verbs used as bounds ('shall not exceed 5 s').
 * Not negative: the fixed bound idioms ('no more than 9 MB'), compounds ('no-fault'), 'whether or not', 'but not
 * limited to' (open-ended, so ambiguous), 'without', 'unable' and 'non-' prefixes.
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
    term('never'),
    term('no', 'none', 'nothing', 'nobody', 'no one'),
    term('neither', 'nor'),
  ],
  suppressions: [
    {
      description:
        "A fixed bound idiom: 'no more than 9 MB', 'no later than 5 s', 'no greater than 300 µs'. Negated verbs used as bounds ('shall not exceed', 'shall not be more than') stay negative statements.",
      example: 'no more than 9 MB, no later than 17:00',
      applies: (match) =>
        match.matched === 'no' &&
        /^\s+(?:more|less|fewer|greater|later|earlier|longer|shorter|higher|lower|sooner)\s+th[ae]n\b/.test(
          match.after,
        ),
    },
    {
      description:
        "Idioms that are not negative statements: 'whether or not', 'but not limited to' (open-ended, so ambiguous), 'yes/no', 'No. 5'.",
      example: 'whether or not, including but not limited to, yes/no',
      applies: (match) =>
        (/^(?:not|need not)$/.test(match.matched) &&
          (/\bwhether\s+or\s*$/.test(match.before) ||
            (/\bor\s*$/.test(match.before) && /\bwhether\b/.test(match.clauseBefore)) ||
            (/\bbut(?:\s+(?:is|are|shall|must|need|should|will))?\s*$/.test(match.before) &&
              /^\s+(?:be\s+)?(?:necessarily\s+)?limited\s+to\b/.test(match.after)))) ||
        (match.matched === 'no' &&
          (/yes\s*\/\s*$/.test(match.before) ||
            /^\s*\/\s*yes/.test(match.after) ||
            /^\.\s*\d/.test(match.after))),
    },
    {
      description: "A negation inside a compound term: 'no-fault conditions', 'not-ready flag'.",
      example: 'under no-fault conditions',
      applies: (match) => /^(?:no|not)$/.test(match.matched) && /^-\p{L}/u.test(match.after),
    },
  ],
  sources: [sources.incoseR16, sources.iso29148, sources.femmer, sources.arta],
};
