import { phraseSource } from '../../text/phrase-pattern.js';
import type { LexiconEntry, MatchContext, Suppression } from '../lexicon.js';
import { accentInsensitive, withoutAccents } from './accents.js';

/**
 * A Portuguese lexicon entry: the base form and its variants, matched with or without accents and in any case
 * ('não', 'nao', 'NÃO'). The forms are compiled into the entry's pattern, so the shared detector needs nothing
 * language-specific.
 */
export function ptTerm(base: string, ...variants: string[]): LexiconEntry {
  const forms = [base, ...variants].map(phraseSource).sort((a, b) => b.length - a.length);
  return {
    term: base,
    ...(variants.length > 0 ? { variants } : {}),
    pattern: accentInsensitive(forms.join('|')),
  };
}

/** A Portuguese entry given as a regular expression (written without accents; accents are added). */
export function ptPattern(term: string, pattern: string): LexiconEntry {
  return { term, pattern: accentInsensitive(pattern) };
}

/** The match context lower-cased and without accents, so suppression rules are written once ('nao', 'minimo'). */
function folded(match: MatchContext): MatchContext {
  return {
    ...match,
    matched: withoutAccents(match.matched),
    before: withoutAccents(match.before),
    after: withoutAccents(match.after),
    clauseBefore: withoutAccents(match.clauseBefore),
  };
}

/** A suppression rule whose test sees the context without accents. */
export function ptSuppression(
  description: string,
  example: string,
  applies: (match: MatchContext) => boolean,
): Suppression {
  return { description, example, applies: (match) => applies(folded(match)) };
}
