/** A placeholder an author is meant to fill in: '<value>', '<and | or>', '<amount, from a stated baseline>'. */
const PLACEHOLDER = /<[^<>\n]{1,80}>/g;

/** The placeholders in a text, in order. */
export function placeholdersIn(text: string): string[] {
  return text.match(PLACEHOLDER) ?? [];
}

/** True when `proposed` holds a placeholder that `original` does not (a template, not a rewrite). */
export function introducesPlaceholder(original: string, proposed: string): boolean {
  const existing = new Set(placeholdersIn(original));
  return placeholdersIn(proposed).some((placeholder) => !existing.has(placeholder));
}
