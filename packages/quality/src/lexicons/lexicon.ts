import type { StaticCategory } from '../types.js';

/** One word or phrase of a lexicon. */
export interface LexiconEntry {
  /** The base form shown in the documentation, e.g. 'easy' or 'if possible'. */
  term: string;
  /** Inflected or spelling variants matched as well, e.g. ['easier', 'easily']. */
  variants?: string[];
  /** A regular-expression source used instead of the literal forms, e.g. for 'as … as possible'. */
  pattern?: string;
}

/** The place of a match in the analysed text, given to suppression rules. */
export interface MatchContext {
  text: string;
  start: number;
  end: number;
  /** The matched text, lower-cased, with runs of spaces and hyphens as one space. */
  matched: string;
  /** Up to 60 characters before and after the match, lower-cased. */
  before: string;
  after: string;
  /** The text from the start of the sentence (or after ';') up to the match, lower-cased. */
  clauseBefore: string;
}

/** A bounded or defined use that is deliberately not flagged. */
export interface Suppression {
  description: string;
  /** A phrase that this rule leaves unflagged. */
  example: string;
  applies(match: MatchContext): boolean;
}

export interface Lexicon {
  category: StaticCategory;
  score: number;
  title: string;
  explanation: string;
  /** How to fix a match; {word} is replaced by the matched words. */
  suggestion: string;
  entries: LexiconEntry[];
  suppressions: Suppression[];
  sources: string[];
}

/** Shorthand for entries: term(base, ...variants). */
export function term(base: string, ...variants: string[]): LexiconEntry {
  return variants.length > 0 ? { term: base, variants } : { term: base };
}
