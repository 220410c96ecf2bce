/** The letters a Portuguese lexicon matches with or without their accent ('não' = 'nao', 'ação' = 'acao'). */
const accented: Record<string, string> = {
  a: 'aáàâã',
  e: 'eéê',
  i: 'ií',
  o: 'oóôõ',
  u: 'uúü',
  c: 'cç',
};
const baseOf = new Map<string, string>(
  Object.entries(accented).flatMap(([base, forms]) => [...forms].map((form) => [form, base] as const)),
);

/**
 * A regular-expression source in which every letter of `accented` (written with or without its accent) also
 * matches its other forms. Escapes (`\p{L}`, `\s`, `\u2019`) are copied as they are; inside a character class the
 * forms are added to the class.
 */
export function accentInsensitive(source: string): string {
  let result = '';
  let inClass = false;
  for (let index = 0; index < source.length; index += 1) {
    const character = source.charAt(index);
    if (character === '\\') {
      const escaped = /^\\(?:[pP]\{[^}]*\}|u[0-9a-fA-F]{4}|.)/.exec(source.slice(index))?.[0] ?? '\\';
      result += escaped;
      index += escaped.length - 1;
      continue;
    }
    if (character === '[') inClass = true;
    else if (character === ']') inClass = false;
    const forms = accented[baseOf.get(character.toLowerCase()) ?? ''];
    if (forms === undefined) result += character;
    else result += inClass ? forms : `[${forms}]`;
  }
  return result;
}

/** Lower-case text without the accents of `accented`, for suppression rules written without accents. */
export function withoutAccents(text: string): string {
  let result = '';
  for (const character of text.toLowerCase()) result += baseOf.get(character) ?? character;
  return result;
}
