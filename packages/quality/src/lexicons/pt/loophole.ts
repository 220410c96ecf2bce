import type { Lexicon } from '../lexicon.js';
import { ptPattern, ptSuppression, ptTerm } from './pt-lexicon.js';
import { ptSources } from './sources.js';

const conditions = '(?:se|quando|sempre\\s+que|onde|caso|conforme|na\\s+medida\\s+em\\s+que)';

/**
 * Portuguese escape clauses (INCOSE R8). A choice that belongs to the user ('se desejar', 'opcionalmente') and
 * a well-defined condition ('conforme exigido pela norma X') are not loopholes.
 */
export const ptLoopholeLexicon: Lexicon = {
  category: 'loophole',
  score: 10,
  title: 'Loophole (escape or open-ended clause)',
  explanation:
    'An escape or open-ended clause lets the implementer decide whether, or how far, the requirement applies, so it cannot be verified.',
  suggestion: "Remove '{word}': state exactly when the requirement applies, or list every case.",
  entries: [
    ptPattern(
      'se possível, sempre que possível, quando viável …',
      `${conditions}\\s+(?:(?:for|seja|estiver)\\s+)?(?:possivel|viavel|praticavel|factivel)`,
    ),
    ptTerm('na medida do possível', 'tanto quanto possível', 'dentro do possível', 'o máximo possível'),
    ptTerm('o mínimo possível', 'o melhor possível'),
    ptPattern(
      'o mais … possível, tão … quanto possível',
      '(?:o\\s+mais|tao)\\s+\\p{L}+\\s+(?:quanto\\s+)?possivel',
    ),
    ptTerm('no maior grau possível', 'no mais alto grau possível', 'na maior medida possível'),
    ptPattern(
      'se necessário, quando necessário, conforme necessário …',
      `${conditions}\\s+(?:(?:for|seja|estiver|se\\s+fizer)\\s+)?(?:necessari[oa]|precis[oa])`,
    ),
    ptPattern(
      'conforme apropriado, conforme adequado, se aplicável …',
      `${conditions}\\s+(?:(?:for|seja)\\s+)?(?:apropriad[oa]|adequad[oa]|aplicavel|pertinente|conveniente|oportuno)`,
    ),
    ptPattern(
      'se disponível, onde disponível …',
      `${conditions}\\s+(?:(?:for|seja|estiver)\\s+)?disponive(?:l|is)`,
    ),
    ptPattern(
      'conforme exigido, conforme requerido',
      '(?:conforme|quando|se\\s+for)\\s+(?:exigid[oa]s?|requerid[oa]s?)',
    ),
    ptTerm('se for o caso', 'conforme o caso'),
    ptTerm(
      'a critério de',
      'a critério do',
      'a critério da',
      'a critério dos',
      'a critério das',
      'a seu critério',
    ),
    ptTerm('preferencialmente', 'de preferência', 'idealmente'),
    ptTerm(
      'salvo acordo em contrário',
      'salvo se acordado de outra forma',
      'a menos que acordado de outra forma',
    ),
    ptTerm('sujeito a disponibilidade', 'sujeito à disponibilidade', 'mediante disponibilidade'),
    ptTerm('os melhores esforços', 'melhores esforços', 'esforços razoáveis'),
    ptPattern(
      'desde que as condições permitam',
      '(?:desde\\s+que|se|quando|caso)\\s+as\\s+condicoes\\s+(?:o\\s+)?(?:permitam|permitirem)',
    ),
    ptTerm('como objetivo'),
  ],
  suppressions: [
    ptSuppression(
      "'conforme exigido por …' cites the document or party that defines the need.",
      'conforme exigido pela norma ABNT NBR 9050',
      (match) =>
        /(?:exigid|requerid)[oa]s?$/.test(match.matched) &&
        /^\s+(?:por|pel[oa]s?|em|n[oa]s?|segundo|de\s+acordo)\b/.test(match.after),
    ),
    ptSuppression(
      "'tem como objetivo' states a purpose, not a non-mandatory goal.",
      'o módulo tem como objetivo',
      (match) => match.matched === 'como objetivo' && /\b(?:tem|tera|tendo|com)\s*$/.test(match.before),
    ),
  ],
  sources: [ptSources.incoseR8, ptSources.incoseR9, ptSources.iso29148, ptSources.nasaArm, ptSources.ptSet],
};
