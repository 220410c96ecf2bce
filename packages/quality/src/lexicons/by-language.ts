import type { RequirementLanguage } from '../language/detect.js';
import { lexicons } from './index.js';
import type { Lexicon } from './lexicon.js';
import { portugueseLexicons } from './pt/index.js';

/** The static lexicons of each language the engine detects. */
export const lexiconsByLanguage: Record<RequirementLanguage, readonly Lexicon[]> = {
  en: lexicons,
  pt: portugueseLexicons,
};
