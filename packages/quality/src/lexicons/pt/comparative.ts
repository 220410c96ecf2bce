import type { Lexicon } from '../lexicon.js';
import {
  definiteArticle,
  isBoundedComparison,
  nextWord,
  orderingNoun,
  previousWord,
  selectionAdjective,
} from './bounds.js';
import { ptPattern, ptSuppression, ptTerm } from './pt-lexicon.js';
import { ptSources } from './sources.js';

/** Words after 'mais'/'menos' that start a bound or a phrase rather than name the compared quality. */
const notCompared =
  'de|do|da|dos|das|que|ou|e|a|o|os|as|um|uma|em|no|na|para|por|com|tarde|cedo|se|nem|ainda|vezes|nada|detalhes|informacoes';
const modal = '(?:deve|devem|devera|deverao|precisa|precisam|deveria)';

/** Comparatives need a stated reference and amount ('mais rápido que o quê, quanto?'). */
export const ptComparativeLexicon: Lexicon = {
  category: 'comparative',
  score: 15,
  title: 'Comparative language',
  explanation:
    "A comparative ('{word}') without a stated reference and amount cannot be verified: better than what, by how much?",
  suggestion: "Replace '{word}' with a measurable bound, e.g. 'em até 2 segundos' or 'mais de 30 dias'.",
  entries: [
    ptPattern(
      'mais …, menos … (mais rápido, menos memória)',
      `(?:mais|menos)(?:\\s+(?!(?:${notCompared})\\b)\\p{L}+)?`,
    ),
    ptTerm('melhor', 'melhores', 'pior', 'piores'),
    ptTerm('maior', 'maiores', 'menor', 'menores'),
    ptTerm('superior', 'superiores', 'inferior', 'inferiores'),
    ptTerm('melhorar', 'melhora', 'melhore', 'melhorará', 'melhorado', 'melhorada', 'melhoria', 'melhorias'),
    ptPattern(
      'deve reduzir / aumentar / diminuir … (no amount)',
      `(?<=\\b${modal}\\s+)(?:reduzir|aumentar|diminuir|acelerar)`,
    ),
  ],
  suppressions: [
    ptSuppression(
      "A comparison with a stated bound is measurable: 'menor que 2 s', 'mais de 10 MB', 'inferior a 0,1 %', '3 anos ou mais', 'igual ou melhor que 40 PPM'.",
      'menos de 2 s, não mais que 5, Android 10 ou superior',
      isBoundedComparison,
    ),
    ptSuppression(
      "'pelo menos' and 'ao menos' are bounds ('at least'), not comparisons.",
      'pelo menos 5 cópias',
      (match) => match.matched.startsWith('menos') && /\b(?:pelo|ao)\s*$/.test(match.before),
    ),
    ptSuppression(
      "With a definite article the form is a superlative ('o melhor', 'a mais rápida'), judged as one.",
      'o melhor tempo, a mais rápida',
      (match) => definiteArticle.test(previousWord(match)),
    ),
    ptSuppression(
      "A comparison inside a defined ordering: 'prioridade mais alta que a chamada em curso', 'a mensagem de menor prioridade', 'a curva mais restritiva'.",
      'prioridade mais alta, de menor prioridade, o nível de velocidade mais baixo',
      (match) =>
        orderingNoun.test(nextWord(match)) ||
        /\b(?:prioridade|precedencia|nivel|niveis|ordem)\b(?:\s+[\p{L}-]+){0,3}\s*$/u.test(match.before) ||
        selectionAdjective.test(match.matched.split(' ')[1] ?? ''),
    ),
    ptSuppression(
      "A change with a stated amount or target: 'reduzir o volume em 6 dB', 'aumentar o contador em 1'.",
      'deve reduzir o volume em 6 dB',
      (match) =>
        /^(?:reduzir|aumentar|diminuir|acelerar)$/.test(match.matched) &&
        /^[^.;]*?\b(?:em|para|ate|a|por)\s+(?:no\s+maximo\s+|pelo\s+menos\s+|o\s+|a\s+)?(?:[-+±]?\d|zero|metade|minimo|maximo)/.test(
          match.after,
        ),
    ),
    ptSuppression(
      "Positions and fixed terms: 'limite superior', 'canto superior direito', 'membros inferiores', 'ensino superior'.",
      'o limite superior, o canto inferior esquerdo',
      (match) =>
        /^(?:superior|inferior)(?:es)?$/.test(match.matched) &&
        /\b(?:limite|limites|canto|cantos|parte|lado|barra|margem|camada|membros?|ensino|nivel|faixa|borda)\s*$/.test(
          match.before,
        ),
    ),
  ],
  sources: [ptSources.iso29148, ptSources.femmer, ptSources.grammar, ptSources.ptSet],
};
