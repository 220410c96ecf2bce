/** One `@Name` in a text: from its '@' (`start`) to the end of the name (`end`), and the name as listed. */
export interface MentionSpan {
  start: number;
  end: number;
  name: string;
}

const wordCharacter = /[\p{L}\p{N}_]/u;

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && wordCharacter.test(character);

/** The names worth matching, longest first, so `@Ann Lee` is Ann Lee and not Ann. */
function candidates(names: readonly string[]): string[] {
  const unique = new Map<string, string>();
  for (const name of names) {
    const trimmed = name.trim();
    if (trimmed !== '' && !unique.has(trimmed.toLowerCase())) unique.set(trimmed.toLowerCase(), trimmed);
  }
  return [...unique.values()].sort((a, b) => b.length - a.length);
}

/**
 * Each mention of one of `names` in `text`: an '@' not inside a word (so an email address is none), then
 * the longest name that follows it, compared case-insensitively and not running on into a word.
 */
export function findMentions(text: string, names: readonly string[]): MentionSpan[] {
  const listed = candidates(names);
  const lower = text.toLowerCase();
  const spans: MentionSpan[] = [];
  let at = text.indexOf('@');
  while (at !== -1) {
    const after = at + 1;
    const name = isWordCharacter(text[at - 1])
      ? undefined
      : listed.find(
          (candidate) =>
            lower.startsWith(candidate.toLowerCase(), after) &&
            !isWordCharacter(text[after + candidate.length]),
        );
    if (name === undefined) {
      at = text.indexOf('@', after);
    } else {
      spans.push({ start: at, end: after + name.length, name });
      at = text.indexOf('@', after + name.length);
    }
  }
  return spans;
}

/** The names mentioned in `text`, each once, as listed in `names`. */
export function mentionedNames(text: string, names: readonly string[]): string[] {
  return [...new Set(findMentions(text, names).map((span) => span.name))];
}

/**
 * The name being typed after an '@' that ends at `caret` (letters, digits and single spaces), or null when
 * the caret is not in one: what the composer offers names for.
 */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at === -1 || isWordCharacter(before[at - 1])) return null;
  const query = before.slice(at + 1);
  if (query.length > 40 || /\s\s|\n|@/.test(query) || /^\s/.test(query)) return null;
  return { start: at, query };
}
