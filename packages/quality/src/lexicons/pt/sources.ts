import { sources } from '../sources.js';

/**
 * Where the Portuguese lexicons come from. The standards are not published with a Portuguese word list: the
 * entries are the author's Portuguese renderings of the English terms they cite, plus Portuguese forms the
 * English lists cannot have (contractions, 'o melhor' as a superlative, the '-íssimo' suffix).
 */
export const ptSources = {
  iso29148: `${sources.iso29148}: its language criteria rendered in Portuguese (own translation)`,
  incoseR7: `${sources.incoseR7}: Portuguese renderings (own translation)`,
  incoseR8: `${sources.incoseR8}: Portuguese renderings (own translation)`,
  incoseR9: `${sources.incoseR9}: Portuguese renderings (own translation)`,
  incoseR16: `${sources.incoseR16}: 'não', 'nunca', 'nenhum', 'nem', 'jamais'`,
  incoseR26: `${sources.incoseR26}: Portuguese renderings (own translation)`,
  nasaArm: `${sources.nasaArm}: Portuguese renderings (own translation)`,
  femmer: `${sources.femmer}: the smell categories, applied to Portuguese`,
  grammar:
    'Portuguese grammar (Cunha & Cintra, Nova Gramática do Português Contemporâneo): the relative superlative is the comparative with a definite article (o melhor, o mais rápido); -íssimo forms the absolute superlative',
  own: 'Own list of Portuguese profanity and insults (mild, unambiguous words; words with a technical or everyday sense such as lixo, droga, trouxa left out)',
  ptSet: 'Checked against the labelled Portuguese set (packages/quality/eval/pt-set.json)',
} as const;
