import type { Lexicon } from '../lexicon.js';
import { isFollowedByQuantity, nextWord, orderingNoun, previousWord, selectionAdjective } from './bounds.js';
import { ptPattern, ptSuppression, ptTerm } from './pt-lexicon.js';
import { ptSources } from './sources.js';

const article = '(?:o|a|os|as|do|da|dos|das|no|na|nos|nas|pelo|pela|ao)';
/** 'selecionar a transportadora com o menor custo': picking the element with the extreme value is verifiable. */
const selectionVerb =
  /\b(?:selecion|escolh|atribu|retorn|orden|classific|indic|destac)\p{L}*\b(?:(?!\b(?:deve|devem|devera)\b).)*$/u;

/** Superlatives promise an optimum that no test can reach. */
export const ptSuperlativeLexicon: Lexicon = {
  category: 'superlative',
  score: 35,
  title: 'Superlative',
  explanation: "'{word}' promises an optimum that no test can confirm: best compared with what?",
  suggestion:
    "Replace '{word}' with the required value, e.g. 'em até 1 segundo' instead of 'o mais rápido possível'.",
  entries: [
    ptPattern(
      'o melhor, o pior, o maior, o menor',
      `${article}\\s+(?:melhor|melhores|pior|piores|maior|maiores|menor|menores)`,
    ),
    ptPattern(
      'o mais …, a menos … (the relative superlative)',
      `${article}\\s+(?:mais|menos)\\s+(?!(?:de|do|da|que|os|as|o|a|um|uma)\\b)\\p{L}+`,
    ),
    ptPattern(
      '… mais … do mercado, de todos',
      '(?:mais|menos)\\s+\\p{L}+\\s+(?:do\\s+mercado|do\\s+mundo|de\\s+tod[oa]s|do\\s+setor)',
    ),
    ptPattern('-íssimo (rapidíssimo, altíssimo)', '\\p{L}+issim[oa]s?'),
    ptTerm('ótimo', 'ótima', 'ótimos', 'ótimas', 'otimamente', 'ideal', 'ideais'),
    ptTerm('perfeito', 'perfeita', 'perfeitos', 'perfeitas', 'perfeitamente', 'impecável', 'impecáveis'),
    ptTerm('imbatível', 'imbatíveis', 'insuperável', 'insuperáveis', 'inigualável', 'incomparável'),
    ptTerm('máximo', 'máxima', 'máximos', 'máximas', 'mínimo', 'mínima', 'mínimos', 'mínimas'),
    ptTerm(
      'minimizar',
      'minimize',
      'minimizado',
      'minimizada',
      'maximizar',
      'maximize',
      'maximizado',
      'maximizada',
    ),
    ptTerm('otimizar', 'otimize', 'otimizado', 'otimizada', 'otimizados', 'otimizadas'),
  ],
  suppressions: [
    ptSuppression(
      "A bound, not an optimum: 'no máximo 10 itens', 'no mínimo 12 caracteres', 'um máximo de 50 usuários', '5 minutos no máximo'.",
      'no máximo 10 itens, um máximo de 50 usuários',
      (match) =>
        /^(?:maxim|minim)[oa]s?$/.test(match.matched) &&
        (isFollowedByQuantity(match) || /\d[\d.,]*\s*[\p{L}%°]*\s*(?:no\s+)?$/u.test(match.before)),
    ),
    ptSuppression(
      "The extremum of a defined set: 'a curva mais restritiva', 'o bit menos significativo', 'a mensagem de menor prioridade', 'o valor máximo da série'.",
      'a curva de frenagem mais restritiva; o valor mínimo da série',
      (match) =>
        selectionAdjective.test(match.matched.split(' ').at(-1) ?? '') ||
        orderingNoun.test(nextWord(match)) ||
        (/^(?:maxim|minim)[oa]s?$/.test(match.matched) && /^valor(?:es)?$/.test(previousWord(match))),
    ),
    ptSuppression(
      "A selection: 'selecionar a transportadora com o menor custo total'.",
      'selecionar a transportadora com o menor custo total',
      (match) =>
        /\b(?:maior|menor|mais|menos)\b/.test(match.matched) && selectionVerb.test(match.clauseBefore),
    ),
    ptSuppression(
      "Technical terms: 'pior caso' (an analysis condition), 'melhor esforço' (a service class).",
      'o tempo de execução no pior caso',
      (match) =>
        (/\bpior$/.test(match.matched) && nextWord(match) === 'caso') ||
        (/\bmelhor$/.test(match.matched) && nextWord(match) === 'esforco'),
    ),
  ],
  sources: [ptSources.iso29148, ptSources.incoseR26, ptSources.femmer, ptSources.grammar, ptSources.ptSet],
};
