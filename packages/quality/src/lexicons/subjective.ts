import { type Lexicon, term } from './lexicon.js';
import { sources } from './sources.js';

/** Words after 'look'/'feel' that start a phrase rather than name an impression ('look up', 'feel free'). */
const notImpressions =
  'like|at|for|up|into|in|on|the|a|an|to|free|after|and|or|of|shall|must|should|will|may|can|is|are|be|that|this|these|those|it|its|their|across|throughout|with|from|by|as|when|while|if';
/** 'shall look professional', 'shall feel natural': the impression is the whole criterion ('look' as a verb only). */
const impression = `(?<=\\b(?:(?:shall|must|should|will|may|can|to|not)\\s+(?:look|feel)|looks|feels)\\s+)(?!(?:${notImpressions})\\b)\\p{L}[\\p{L}-]*`;

/** Subjective language: depends on the reader's taste or skill, not on a test. */
export const subjectiveLexicon: Lexicon = {
  category: 'subjective',
  score: 30,
  title: 'Subjective language',
  explanation: "'{word}' depends on the reader's opinion; two testers will not agree whether it is met.",
  suggestion:
    "Replace '{word}' with an observable criterion, e.g. 'a first-time user completes the task within 3 minutes without help'.",
  entries: [
    term('user-friendly', 'user friendliness', 'friendly'),
    { term: '…-friendly', pattern: '[\\p{L}\\p{N}]+-friendl(?:y|iness)' },
    term('easy', 'easier', 'easily', 'ease of use'),
    term('intuitive', 'intuitively'),
    term('simple'),
    term('straightforward', 'obvious', 'obviously', 'clear', 'clearly'),
    term('convenient', 'conveniently', 'comfortable', 'comfortably', 'comfort'),
    term('good', 'nice', 'nicely', 'great', 'excellent', 'awesome', 'amazing', 'perfect', 'perfectly'),
    term(
      'beautiful',
      'attractive',
      'attractively',
      'elegant',
      'elegantly',
      'pleasant',
      'pleasing',
      'appealing',
      'enjoyable',
    ),
    term('modern', 'stylish', 'sleek', 'polished', 'professional-looking'),
    term('seamless', 'seamlessly', 'smooth', 'smoothly', 'graceful', 'gracefully'),
    term('cost-effective', 'cost effectively'),
    term('state-of-the-art', 'cutting-edge', 'high-quality', 'well-designed'),
    term('powerful', 'sophisticated'),
    term('self-explanatory', 'welcoming', 'user-centric'),
    { term: 'look …, feel … (an impression)', pattern: impression },
    {
      term: 'be readable',
      pattern:
        'readable(?<=\\b(?:be|is|are|remain)\\s+readable)(?!\\s+(?:by|from|at|with|in|on|to|within)\\b)',
    },
    term('familiar', 'understandable', 'comprehensible', 'fun', 'vibrant', 'lively'),
    term('simplify', 'simplifies', 'simplified', 'simplification', 'ease of', 'with ease'),
    {
      term: 'professional (an appearance)',
      pattern:
        'professional(?:(?<=\\b(?:appear|appears|look|looks|seem|seems|be|is|are)\\s+professional)|(?=\\s+(?:appearance|look|looking|image|style|finish|manner)\\b|\\s*[.,;]|\\s*$))',
    },
    {
      term: 'logical (as the criterion)',
      pattern: 'logical(?<=\\b(?:be|is|are|and|or)\\s+logical)(?=\\s*(?:[.,;]|$|and\\b|or\\b))',
    },
    {
      term: 'an African feel, a modern look (an impression)',
      pattern:
        '(?:a|an)\\s+(?!(?:look|and|consistent|common|single|uniform)\\b)\\p{L}+\\s+(?:feel|look)(?!\\s+(?:and|of|at|for|up|into)\\b)',
    },
  ],
  suppressions: [
    {
      description:
        "An impression after 'more' or 'less' is part of the comparative, scored there ('more powerful hardware'); after 'most' it stays subjective as well as superlative.",
      example: 'more powerful hardware',
      applies: (match) => /\b(?:more|less)\s*$/.test(match.before),
    },
    {
      description:
        "A perception measured in the same sentence: '70% of customers are comfortable purchasing …' states a survey result.",
      example: '70% of customers are comfortable purchasing movies after 2 weeks',
      applies: (match) =>
        /\d\s*%\s+of\s+(?:the\s+)?(?:\p{L}+\s+)?(?:users|customers|viewers|operators|people|respondents|testers|participants)\b/u.test(
          match.clauseBefore,
        ),
    },
    {
      description: "'a good example of' points to an illustration, not a required quality.",
      example: 'the current site is a good example of rapid response time',
      applies: (match) => match.matched === 'good' && /^\s+examples?\b/.test(match.after),
    },
    {
      description:
        "'good' as a noun in 'goods' and in 'in good time' style fixed phrases is not a judgement.",
      example: 'in good time',
      applies: (match) =>
        match.matched === 'good' && /\bin\s*$/.test(match.before) && /^\s+time\b/.test(match.after),
    },
    {
      description:
        "'clear' as a verb or technical term: 'to clear the alarm', 'shall clear all faults', 'clear down', 'clear text', 'the section ahead is clear'.",
      example: 'the operator shall clear the alarm',
      applies: (match) =>
        match.matched === 'clear' &&
        (/^\s+(?:the|a|an|all|any|each|every|it|them|this|that|these|those|its|their|up|down|out|off|of|text)\b/.test(
          match.after,
        ) ||
          /\b(?:to|shall|must|will|can|may|should|could|would|cannot|not|then)\s*$/.test(match.before) ||
          /\b(?:track|section|line|route|path|block|area|zone)\s+(?:ahead\s+)?(?:is|are|be)\s*$/.test(
            match.before,
          )),
    },
  ],
  sources: [sources.iso29148, sources.femmer, sources.wiegers, sources.tjongBerry, sources.arta],
};
