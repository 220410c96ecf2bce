/** A spelling port, so the engine stays pure; `@specwright/quality/spelling` builds one from Hunspell data (Node only). */
export interface SpellChecker {
  isCorrect(word: string): boolean;
  suggest(word: string): string[];
}
