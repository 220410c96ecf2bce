import type { MatchContext } from '../lexicon.js';

/** Portuguese number words, without accents (the context given to suppressions has none). */
const numberWords =
  'zero|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|quinze|vinte|trinta|quarenta|cinquenta|cem|cento|duzentos|mil|milhao|metade|dobro';
const quantity = `(?:r\\$\\s*)?[-+±–−]?\\d|(?:${numberWords})\\b`;

/** A quantity right after the match: ' 10 itens', ' de 12 caracteres', ' um minuto'. */
const quantityAfter = new RegExp(`^\\s+(?:de\\s+)?(?:${quantity})`);
/** A stated reference after a comparative: ' que 2 s', ' a 0,1 %', ' ou igual a 18', ' ao valor configurado'. */
const boundAfter = new RegExp(
  `^\\s+(?:(?:tarde|cedo)\\s+)?(?:ou\\s+igual\\s+)?(?:do\\s+que|que|de|a|ao|do|da)\\s+(?:(?:o|a|os|as)\\s+)?(?:${quantity}|(?:limite|valor|maximo|minimo|teto|patamar)\\b|\\p{L}*(?:configurad|especificad|definid|estabelecid|permitid|nominal)\\p{L}*)`,
  'u',
);
/** '3 anos ou mais', 'Android 10 ou superior', '20 % menor', 'dois a mais' ('um', 'uma' are articles too). */
const quantityBefore =
  /(?:\d[\d.,]*|\b(?:dois|duas|tres|quatro|cinco|dez))(?:\s*[\p{L}%°]+)?\s+(?:ou\s+|a\s+)?$/u;

export function isFollowedByQuantity(match: MatchContext): boolean {
  return quantityAfter.test(match.after);
}

/** A comparison with a stated bound: 'menor que 2 s', 'mais de 10 MB', '3 anos ou mais', 'inferior a 0,1 %'. */
export function isBoundedComparison(match: MatchContext): boolean {
  return boundAfter.test(match.after) || quantityBefore.test(match.before);
}

/** The words directly after the match, without accents. */
export function nextWord(match: MatchContext): string {
  return /^\s+([\p{L}-]+)/u.exec(match.after)?.[1] ?? '';
}

/** The word directly before the match, without accents. */
export function previousWord(match: MatchContext): string {
  return /([\p{L}-]+)\s*$/u.exec(match.before)?.[1] ?? '';
}

/** Articles and their contractions with prepositions: 'o melhor', 'do maior', 'pela menor'. */
export const definiteArticle = /^(?:o|a|os|as|do|da|dos|das|no|na|nos|nas|pelo|pela|pelos|pelas|ao|aos)$/;

/** Adjectives whose superlative picks one element of a defined set ('a curva mais restritiva', 'o bit menos significativo'). */
export const selectionAdjective =
  /^(?:restritiv|permissiv|rigoros|sever|critic|significativ|recent|antig|limitant|prioritari)\p{L}*$/u;

/** Nouns of an ordering: a comparison inside it is defined ('prioridade mais alta', 'de menor prioridade'). */
export const orderingNoun = /^(?:prioridade|prioridades|precedencia|ordem|indice|endereco|bit|byte)$/;
