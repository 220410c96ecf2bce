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
    term('convenient', 'conveniently', 'comfortable', 'comfortably'),
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
      pattern: '(?<=\\b(?:be|is|are|remain)\\s+)readable(?!\\s+(?:by|from|at|with|in|on|to|within)\\b)',
    },
    term('important'),
  ],
  suppressions: [
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
