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

/** Ids longer than this are not looked for: no requirement id is, and it bounds the work per character. */
export const MAX_FINDABLE_ID_LENGTH = 100;

interface TrieNode<T> {
  readonly next: Map<string, TrieNode<T>>;
  values?: readonly T[];
}

function trieOf<T>(entries: ReadonlyMap<string, readonly T[]>): TrieNode<T> {
  const root: TrieNode<T> = { next: new Map() };
  for (const [id, values] of entries) {
    if (id === '' || id.length > MAX_FINDABLE_ID_LENGTH) continue;
    let node = root;
    for (let at = 0; at < id.length; at++) {
      const character = id.charAt(at);
      let child = node.next.get(character);
      if (!child) {
        child = { next: new Map() };
        node.next.set(character, child);
      }
      node = child;
    }
    node.values = values;
  }
  return root;
}

/**
 * A finder over `entries` (id → values): from each place a word may start, walks a trie of the ids as far
 * as the text follows one, so a name costs at most its length times the longest id, whatever the ids
 * (a walk stops at the first character no id goes on with).
 */
export function idFinder<T>(entries: ReadonlyMap<string, readonly T[]>): IdFinder<T> {
  const root = trieOf(entries);
  return {
    find(texts) {
      const found = new Set<T>();
      // An id named again in the same texts adds nothing: its values are added once.
      const seen = new Set<TrieNode<T>>();
      for (const text of texts) {
        for (let start = 0; start < text.length; start++) {
          if (start > 0 && isWordCharacter(text, start - 1)) continue;
          let node = root.next.get(text.charAt(start));
          let end = start + 1;
          while (node) {
            if (node.values && !seen.has(node) && standsAlone(text, start, end)) {
              seen.add(node);
              for (const value of node.values) found.add(value);
            }
            node = end < text.length ? node.next.get(text.charAt(end)) : undefined;
            end++;
          }
        }
      }
      return found;
    },
  };
}
