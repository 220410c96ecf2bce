/** Escapes a literal for use inside a regular expression. */
export function escapeForRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The regular-expression source of a lexicon phrase: case is handled by the caller's flags; a space or hyphen
 * matches any run of spaces and hyphens ('user friendly' = 'user-friendly'); an apostrophe matches ' and ’.
 */
export function phraseSource(phrase: string): string {
  return phrase
    .trim()
    .split(/[\s-]+/)
    .map((word) => escapeForRegExp(word).replace(/'/g, "['\u2019]"))
    .join('[\\s-]+');
}

/** Whole-word alternation: longest alternatives first so 'shall not' wins over 'not'. */
export function wholeWordPattern(sources: readonly string[]): RegExp {
  const sorted = [...sources].sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${sorted.join('|')})(?![\\p{L}\\p{N}_])`, 'giu');
}
