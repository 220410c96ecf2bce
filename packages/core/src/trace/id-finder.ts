/** Finding row ids in test names: whole words, case-sensitive, every name scanned once. */

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function isWordCharacter(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (Number.isNaN(code)) return false;
  if (code < 128)
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return LETTER_OR_DIGIT.test(text.charAt(at));
}

const isDigit = (text: string, at: number) => {
  const code = text.charCodeAt(at);
  return code >= 48 && code <= 57;
};

/**
 * An id worth looking for in a name: it holds a letter and a digit. An id of digits only (`12`) or of
 * letters only (`LOGIN`) is too likely an ordinary number or word of a test name.
 */
export function isFindableId(id: string): boolean {
  return /\p{L}/u.test(id) && /\p{N}/u.test(id);
}

/**
 * Whether `id`, found at `start`, stands as a whole word: no letter or digit touches it, and it does not
 * go on as a longer id (`REQ-1` is not in `REQ-12`, `XREQ-1`, `REQ-1.2` nor `REQ-1-3`; it is in
 * `test_REQ-1_login`, `[REQ-1]` and `REQ-1: pays`).
 */
function standsAlone(text: string, start: number, end: number): boolean {
  if (start > 0 && isWordCharacter(text, start - 1)) return false;
  if (isWordCharacter(text, end)) return false;
  const next = text.charAt(end);
  return !((next === '.' || next === '-') && isDigit(text, end + 1));
}

export interface IdFinder<T> {
  /** Every value whose id stands as a whole word in one of `texts`, each once. */
  find(texts: readonly string[]): Set<T>;
}

/** A finder over `entries` (id → values): looks up each place a word may start, for each length of id. */
export function idFinder<T>(entries: ReadonlyMap<string, readonly T[]>): IdFinder<T> {
  const lengths = [...new Set([...entries.keys()].map((id) => id.length))].sort((a, b) => a - b);
  const firstCharacters = new Set([...entries.keys()].map((id) => id.charAt(0)));
  return {
    find(texts) {
      const found = new Set<T>();
      for (const text of texts) {
        for (let start = 0; start < text.length; start++) {
          if (!firstCharacters.has(text.charAt(start))) continue;
          if (start > 0 && isWordCharacter(text, start - 1)) continue;
          for (const length of lengths) {
            const end = start + length;
            if (end > text.length) break;
            const values = entries.get(text.slice(start, end));
            if (values && standsAlone(text, start, end)) for (const value of values) found.add(value);
          }
        }
      }
      return found;
    },
  };
}
