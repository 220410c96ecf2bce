import { type Lexicon, term } from './lexicon.js';
import { sources } from './sources.js';

/**
 * Escape clauses: they let the responsible party decide whether, or how far, to comply. Open-ended clauses ('as a
 * minimum', 'etc.') are ambiguous, not loopholes; a choice left to the user or operator ('override … if desired',
 * 'optionally') is not an escape clause.
 */
export const loopholeLexicon: Lexicon = {
  category: 'loophole',
  score: 10,
  title: 'Loophole (escape or open-ended clause)',
  explanation:
    'An escape or open-ended clause lets the implementer decide whether, or how far, the requirement applies, so it cannot be verified.',
  suggestion: "Remove '{word}': state exactly when the requirement applies, or list every case.",
  entries: [
    term('if possible', 'where possible', 'when possible', 'whenever possible', 'wherever possible'),
    term(
      'as far as possible',
      'so far as is possible',
      'insofar as possible',
      'in so far as possible',
      'as much as possible',
      'as little as possible',
    ),
    {
      term: 'if at all possible / where reasonably practicable',
      pattern:
        '(?:if|where|wherever|when|whenever|insofar\\s+as|in\\s+so\\s+far\\s+as|so\\s+far\\s+as)\\s+(?:(?:it\\s+)?is\\s+)?(?:at\\s+all|reasonably)\\s+(?:possible|feasible|practical|practicable)',
    },
    {
      term: 'as … as possible',
      pattern: 'as\\s+[\\p{L}-]+\\s+as\\s+(?:possible|practicable|practical|feasible|reasonable)',
    },
    term(
      'to the extent possible',
      'to the extent practical',
      'to the extent practicable',
      'to the extent necessary',
    ),
    term(
      'if practical',
      'if practicable',
      'where practical',
      'where practicable',
      'as practicable',
      'whenever practical',
      'whenever practicable',
      'wherever practical',
      'wherever practicable',
    ),
    term(
      'if feasible',
      'where feasible',
      'when feasible',
      'as feasible',
      'whenever feasible',
      'wherever feasible',
    ),
    term(
      'as appropriate',
      'where appropriate',
      'if appropriate',
      'when appropriate',
      'whenever appropriate',
      'wherever appropriate',
    ),
    term('as applicable', 'where applicable', 'if applicable', 'when applicable', 'wherever applicable'),
    term(
      'if necessary',
      'where necessary',
      'when necessary',
      'as necessary',
      'whenever necessary',
      'wherever necessary',
      'if it should prove necessary',
    ),
    {
      term: 'as deemed necessary',
      pattern:
        '(?:as|if|when|whenever|where|wherever)\\s+(?:(?:it\\s+)?is\\s+)?(?:deemed|considered|judged|found)\\s+(?:necessary|appropriate|fit|suitable|feasible|practicable|practical|useful|relevant)',
    },
    term('as needed', 'if needed', 'when needed', 'where needed', 'whenever needed', 'wherever needed'),
    term('as required', 'where required', 'when required'),
    term('where relevant', 'if relevant'),
    term(
      'where available',
      'if available',
      'when available',
      'wherever available',
      'where desirable',
      'if desirable',
      'when desirable',
    ),
    {
      term: 'where this is appropriate, if it is necessary',
      pattern:
        '(?:if|where|wherever|when|whenever)\\s+(?:this|it|that)\\s+is\\s+(?:possible|appropriate|necessary|practicable|practical|feasible|desirable|applicable|available)',
    },
    {
      term: 'provided (that) conditions permit',
      pattern:
        '(?:provided|providing)(?<=(?:^|[,;(])\\s*\\p{L}+)\\s+(?:that\\s+)?(?:the\\s+)?(?:[\\p{L}-]+\\s+){0,3}permits?(?!\\s+\\p{L})|(?:conditions|circumstances|time|resources|budget)\\s+permitting',
    },
    {
      term: 'to the maximum extent practicable, to the highest possible degree',
      pattern:
        'to\\s+the\\s+(?:maximum|greatest|fullest|highest|largest)\\s+(?:possible\\s+|practicable\\s+|practical\\s+|feasible\\s+)?(?:extent|degree)(?:\\s+(?:possible|practicable|practical|feasible))?',
    },
    { term: 'As an objective (a goal, not an obligation)', pattern: 'as\\s+an\\s+objective(?=\\s*,)' },
    term('preferably'),
    term('ideally'),
    term('at the discretion of'),
    term('unless otherwise agreed'),
    term('subject to availability', 'subject to the availability of'),
    term('best efforts', 'best endeavours', 'best endeavors', 'reasonable efforts', 'reasonable endeavours'),
  ],
  suppressions: [
    {
      description: "'as required by …' cites the document or party that defines the need.",
      example: 'as required by EN 50128',
      applies: (match) =>
        match.matched === 'as required' && /^\s+(?:by|in|per|under|according)\b/.test(match.after),
    },
  ],
  sources: [
    sources.incoseR8,
    sources.dod,
    sources.iso29148,
    sources.nasaArm,
    sources.tjongBerry,
    sources.arta,
  ],
};
