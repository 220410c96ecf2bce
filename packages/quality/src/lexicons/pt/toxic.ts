import type { Lexicon } from '../lexicon.js';
import { ptSuppression, ptTerm } from './pt-lexicon.js';
import { ptSources } from './sources.js';

/** Portuguese profanity and insults. Domain words (matar o processo, abortar, ataque, falha) are not listed. */
export const ptToxicLexicon: Lexicon = {
  category: 'toxic',
  score: 5,
  title: 'Toxic or offensive language',
  explanation:
    'Offensive or insulting words have no place in a specification and hide what is actually required.',
  suggestion: "Remove '{word}' and state the requirement in neutral, factual terms.",
  entries: [
    ptTerm('idiota', 'idiotas', 'idiotice', 'idiotices'),
    ptTerm('estúpido', 'estúpida', 'estúpidos', 'estúpidas', 'estupidez'),
    ptTerm('burro', 'burra', 'burros', 'burras', 'burrice'),
    ptTerm('imbecil', 'imbecis'),
    ptTerm('cretino', 'cretina', 'cretinos', 'cretinas'),
    ptTerm('babaca', 'babacas'),
    ptTerm('otário', 'otária', 'otários', 'otárias'),
    ptTerm('merda', 'merdas'),
    ptTerm('porcaria', 'porcarias'),
    ptTerm('bosta', 'bostas'),
    ptTerm('porra', 'caralho', 'foda', 'fodido', 'fodida', 'puta'),
    ptTerm('desgraçado', 'desgraçada', 'desgraçados', 'desgraçadas'),
    ptTerm('escroto', 'escrota', 'vagabundo', 'vagabunda'),
    ptTerm('patético', 'patética', 'patéticos', 'patéticas'),
  ],
  suppressions: [
    ptSuppression(
      "'burro' as the animal in a name of a thing ('burro de carga', a pack animal or a workhorse machine).",
      'burro de carga',
      (match) => /^burr[oa]s?$/.test(match.matched) && /^\s+de\s+carga\b/.test(match.after),
    ),
  ],
  sources: [ptSources.own, ptSources.iso29148],
};
