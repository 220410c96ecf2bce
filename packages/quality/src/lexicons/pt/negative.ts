import type { Lexicon } from '../lexicon.js';
import { ptSuppression, ptTerm } from './pt-lexicon.js';
import { ptSources } from './sources.js';

/** Adjectives and participles that 'não' turns into one compound term ('requisitos não funcionais'). */
const compoundTerms =
  /^\s+(?:funciona(?:l|is)|conformidades?|conformes?|autorizad[oa]s?|nul[oa]s?|negativ[oa]s?|vazi[oa]s?|volate(?:l|is)|linear(?:es)?|numeric[oa]s?|estruturad[oa]s?|bloqueantes?|destrutiv[oa]s?|invasiv[oa]s?|lid[oa]s?|salv[oa]s?|tratad[oa]s?|assinad[oa]s?|criptografad[oa]s?|aplicave(?:l|is)|verba(?:l|is)|recuperave(?:l|is))\b/;

/**
 * Negative statements (INCOSE R16): every negation word, conditions included, and negated verbs used as bounds
 * ('não deve exceder 2 s'). Not negative: the bound idioms 'não mais que N', 'não superior a N', compound terms
 * ('não funcional', 'não-conformidade'), 'sim/não', 'ou não', 'mas não se limitando a' (ambiguous), and 'sem'.
 */
export const ptNegativeLexicon: Lexicon = {
  category: 'negative',
  score: 25,
  title: 'Negative statement',
  explanation:
    "'{word}' states what the system does not do; the set of things not done is unbounded and hard to verify.",
  suggestion:
    "Rewrite without '{word}': state what the system shall do instead (for a safety prohibition, state the safe state the system shall maintain).",
  entries: [
    ptTerm('não', 'nao'),
    ptTerm('nunca', 'jamais'),
    ptTerm('nenhum', 'nenhuma', 'nenhuns', 'nenhumas'),
    ptTerm('nem', 'nada', 'ninguém'),
  ],
  suppressions: [
    ptSuppression(
      "Negation inside a fixed bound idiom: 'não mais que 2 s', 'não mais tarde que 24 h', 'não superior a 300 µs'.",
      'não mais que 2 segundos, não inferior a 10 unidades',
      (match) =>
        match.matched === 'nao' &&
        (/^\s+(?:mais|menos)\s+(?:(?:tarde|cedo)\s+)?(?:do\s+)?(?:que|de)\b/.test(match.after) ||
          /^\s+(?:superior|inferior|maior|menor|posterior|anterior)(?:es)?\s+(?:a|ao|as|aos|que|do\s+que)\b/.test(
            match.after,
          )),
    ),
    ptSuppression(
      "A compound term, not a statement: 'requisitos não funcionais', 'não-conformidade', 'acesso não autorizado', 'números não negativos'.",
      'requisitos não funcionais, não-conformidade',
      (match) => match.matched === 'nao' && (/^-/.test(match.after) || compoundTerms.test(match.after)),
    ),
    ptSuppression(
      "Fixed expressions: 'sim/não', 'ou não' (whether or not), 'não só … mas também', 'mas não se limitando a' (an ambiguous open-ended list).",
      'sim/não, quer … ou não, não só … mas também',
      (match) =>
        match.matched === 'nao' &&
        (/(?:sim\s*\/|\bou)\s*$/.test(match.before) ||
          /^\s*\/\s*sim\b/.test(match.after) ||
          (/^\s+(?:so|apenas|somente)\b/.test(match.after) &&
            /\b(?:mas|como)\s+tambem\b/.test(match.after)) ||
          (/\bmas\s*$/.test(match.before) && /^\s+(?:se\s+)?limita/.test(match.after))),
    ),
  ],
  sources: [ptSources.incoseR16, ptSources.iso29148, ptSources.femmer, ptSources.ptSet],
};
