import { ambiguousLexicon } from './ambiguous.js';
import { comparativeLexicon } from './comparative.js';
import type { Lexicon } from './lexicon.js';
import { loopholeLexicon } from './loophole.js';
import { negativeLexicon } from './negative.js';
import { subjectiveLexicon } from './subjective.js';
import { superlativeLexicon } from './superlative.js';
import { toxicLexicon } from './toxic.js';

/** Every static lexicon, lowest (most severe) score first. */
export const lexicons: readonly Lexicon[] = [
  toxicLexicon,
  loopholeLexicon,
  comparativeLexicon,
  ambiguousLexicon,
  negativeLexicon,
  subjectiveLexicon,
  superlativeLexicon,
];

export type { Lexicon, LexiconEntry, MatchContext, Suppression } from './lexicon.js';
