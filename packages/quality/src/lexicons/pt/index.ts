import type { Lexicon } from '../lexicon.js';
import { ptAmbiguousLexicon } from './ambiguous.js';
import { ptComparativeLexicon } from './comparative.js';
import { ptLoopholeLexicon } from './loophole.js';
import { ptNegativeLexicon } from './negative.js';
import { ptSubjectiveLexicon } from './subjective.js';
import { ptSuperlativeLexicon } from './superlative.js';
import { ptToxicLexicon } from './toxic.js';

/** Every Portuguese static lexicon, lowest (most severe) score first, as the English list. */
export const portugueseLexicons: readonly Lexicon[] = [
  ptToxicLexicon,
  ptLoopholeLexicon,
  ptComparativeLexicon,
  ptAmbiguousLexicon,
  ptNegativeLexicon,
  ptSubjectiveLexicon,
  ptSuperlativeLexicon,
];
