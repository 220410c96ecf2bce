import type { Lexicon } from '../lexicon.js';
import { isFollowedByQuantity, previousWord } from './bounds.js';
import { ptPattern, ptSuppression, ptTerm } from './pt-lexicon.js';
import { ptSources } from './sources.js';

const sizeWords = 'alto|alta|altos|altas|baixo|baixa|baixos|baixas';
/** 'alto volume', 'baixa latência' leave the amount open; 'deve ser alto' makes the size the whole criterion. */
const vagueSize = `(?:${sizeWords})(?=\\s+(?:numero|volume|carga|trafego|quantidade|velocidade|taxa|demanda|consumo|custo|latencia|frequencia)s?\\b)|(?<=\\b(?:ser|seja|sejam|e|sao|muito|bastante|relativamente|suficientemente)\\s+)(?:${sizeWords})\\b`;

/** Vague quantities, degrees, times and open-ended phrases (ISO 29148, INCOSE R7 and R9). */
export const ptAmbiguousLexicon: Lexicon = {
  category: 'ambiguous',
  score: 20,
  title: 'Ambiguous or vague term',
  explanation:
    "'{word}' is vague: each reader fills in a different value, so the requirement cannot be tested.",
  suggestion:
    "Replace '{word}' with a number, a range or a defined term, e.g. 'pelo menos 3' or 'em até 200 ms'.",
  entries: [
    ptTerm('alguns', 'algumas', 'vários', 'várias', 'diversos', 'diversas', 'numerosos', 'numerosas'),
    ptTerm(
      'muitos',
      'muitas',
      'inúmeros',
      'inúmeras',
      'múltiplos',
      'múltiplas',
      'poucos',
      'poucas',
      'pouco',
      'pouca',
    ),
    ptTerm(
      'uma variedade de',
      'um grande número de',
      'um pequeno número de',
      'uma série de',
      'maioria',
      'a maior parte',
    ),
    ptPattern(
      'diferentes níveis, tipos …',
      'diferentes(?=\\s+(?:niveis|tipos|formas|maneiras|graus|modos|opcoes)\\b)',
    ),
    ptTerm('certos', 'certas', 'quase', 'aproximadamente', 'aproximado', 'aproximada'),
    ptPattern('cerca de, em torno de (a number)', '(?:cerca|em\\s+torno)\\s+de(?=\\s+[-+±]?\\d)'),
    ptTerm('significativo', 'significativa', 'significativos', 'significativas', 'significativamente'),
    ptTerm('substancial', 'substanciais', 'considerável', 'consideráveis', 'consideravelmente'),
    ptTerm('suficiente', 'suficientes', 'suficientemente', 'insuficiente', 'insuficientes', 'bastante'),
    ptTerm('adequado', 'adequada', 'adequados', 'adequadas', 'adequadamente', 'devidamente'),
    ptTerm('apropriado', 'apropriada', 'apropriados', 'apropriadas', 'apropriadamente'),
    ptTerm(
      'razoável',
      'razoáveis',
      'razoavelmente',
      'aceitável',
      'aceitáveis',
      'satisfatório',
      'satisfatória',
    ),
    ptTerm('eficiente', 'eficientes', 'eficientemente', 'eficaz', 'eficazes', 'eficazmente'),
    ptTerm('flexível', 'flexíveis', 'flexibilidade', 'expansível', 'expansibilidade'),
    ptTerm(
      'escalável',
      'escaláveis',
      'escalabilidade',
      'robusto',
      'robusta',
      'robustos',
      'robustas',
      'robustez',
    ),
    ptTerm('relevante', 'relevantes', 'típico', 'típica', 'tipicamente', 'especial', 'especiais'),
    ptTerm('normal', 'normais', 'normalmente', 'geralmente', 'frequentemente', 'ocasionalmente', 'às vezes'),
    ptTerm('periodicamente', 'regularmente', 'eventualmente'),
    ptTerm('rápido', 'rápida', 'rápidos', 'rápidas', 'rapidamente', 'prontamente', 'em breve'),
    ptTerm('lento', 'lenta', 'lentos', 'lentas', 'lentamente'),
    ptTerm('imediatamente', 'imediato', 'imediata', 'instantaneamente', 'instantâneo', 'instantânea'),
    ptTerm('em tempo hábil', 'oportunamente', 'curto', 'curta', 'curtos', 'curtas', 'longo', 'longa'),
    ptTerm('grande', 'grandes', 'pequeno', 'pequena', 'pequenos', 'pequenas'),
    ptPattern('alto, baixo (a size left open)', vagueSize),
    ptTerm('necessário', 'necessária', 'necessários', 'necessárias'),
    ptTerm('no mínimo', 'como mínimo', 'etc.', 'e/ou'),
    ptPattern('e outros, entre outros (ending a list)', '(?:e|entre)\\s+outr[oa]s'),
    ptPattern(
      'incluindo, mas não se limitando a',
      '(?:incluindo,?\\s+)?mas\\s+nao\\s+(?:se\\s+)?limita(?:ndo|d[oa]s?)(?:\\s+a)?',
    ),
    ptPattern(
      'levar em conta, levar em consideração',
      '(?:levar|levara|leve|levem|levad[oa]s?)\\s+em\\s+(?:conta|consideracao)',
    ),
  ],
  suppressions: [
    ptSuppression(
      "A period, tolerance or bound makes it measurable: 'periodicamente, a cada 15 minutos', 'aproximadamente 3 dias ± 1 dia', 'no mínimo 5 anos'.",
      'periodicamente, a cada 15 minutos; no mínimo 12 caracteres',
      (match) =>
        (/^(?:periodicamente|regularmente)$/.test(match.matched) &&
          /^,?\s+(?:a\s+cada|de\s+\d)/.test(match.after)) ||
        (/^aproximad/.test(match.matched) &&
          /^\s+\S+\s*(?:\S+\s*)?(?:±|\+\/-|mais\s+ou\s+menos)/.test(match.after)) ||
        (/minimo$/.test(match.matched) && isFollowedByQuantity(match)),
    ),
    ptSuppression(
      "A mode name or a fixed term: 'modo normal', 'distribuição normal', 'o bit menos significativo', 'curto-circuito', 'é necessário'.",
      'retornar ao modo normal; o bit menos significativo',
      (match) =>
        (/^norma(?:l|is)$/.test(match.matched) &&
          /\b(?:modo|modos|distribuicao|forma|vetor)\s*$/.test(match.before)) ||
        (/^significativ/.test(match.matched) && /\b(?:mais|menos)\s*$/.test(match.before)) ||
        (/^curt/.test(match.matched) && /^-/.test(match.after)) ||
        (/^necessari/.test(match.matched) && /^(?:e|sera|seja|for|fosse)$/.test(previousWord(match))),
    ),
  ],
  sources: [ptSources.iso29148, ptSources.incoseR7, ptSources.incoseR9, ptSources.nasaArm, ptSources.ptSet],
};
