import { isScoreField, type RequirementFile, type Row } from '@specwright/core';

/** BM25's term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;

/** Words of a text for searching: runs of letters and digits, in lower case. */
export function searchTokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A search query: the words to rank by, and the quoted phrases a row must contain word for word. */
export interface ParsedQuery {
  words: string[];
  phrases: string[][];
}

/** `install "audit log" export` → the words install, audit, log, export and the phrase [audit, log]. */
export function parseQuery(query: string): ParsedQuery {
  const phrases: string[][] = [];
  const rest = query.replace(/"([^"]*)"/g, (_match, phrase: string) => {
    const tokens = searchTokens(phrase);
    if (tokens.length > 0) phrases.push(tokens);
    return ' ';
  });
  const words = [...new Set([...searchTokens(rest), ...phrases.flat()])];
  return { words, phrases };
}

/** Where each word occurs: the rows (positions in the file) and how often in each. */
interface Postings {
  rows: number[];
  counts: number[];
}

/**
 * The token index of one spec, built once: postings per word, and each row's words in order as word numbers
 * (`words` from `starts[row]` to `starts[row + 1]`), for phrases.
 */
export interface RequirementIndex {
  readonly rows: readonly Row[];
  readonly postings: ReadonlyMap<string, Postings>;
  readonly wordNumbers: ReadonlyMap<string, number>;
  readonly words: Int32Array;
  readonly starts: Uint32Array;
  /** Per row, BM25's length term: K1 × (1 − B + B × length / average length). */
  readonly lengthNorms: Float64Array;
}

/** The text of a row that search looks at: every column's value but the scores. */
function searchableText(row: Row, fields: readonly string[]): string {
  let text = row.id;
  for (const field of fields) {
    const value = row[field];
    if (value !== null && value !== undefined && value !== '') text += ` ${String(value)}`;
  }
  return text;
}

export function buildRequirementIndex(file: RequirementFile): RequirementIndex {
  const fields = file.columns.map((column) => column.field).filter((field) => !isScoreField(field));
  const postings = new Map<string, Postings>();
  const wordNumbers = new Map<string, number>();
  const allWords: number[] = [];
  const starts = new Uint32Array(file.data.length + 1);
  file.data.forEach((row, position) => {
    starts[position] = allWords.length;
    const counts = new Map<string, number>();
    for (const token of searchTokens(searchableText(row, fields))) {
      let number = wordNumbers.get(token);
      if (number === undefined) {
        number = wordNumbers.size;
        wordNumbers.set(token, number);
      }
      allWords.push(number);
      counts.set(token, (counts.get(token) ?? 0) + 1);
    }
    for (const [token, count] of counts) {
      let list = postings.get(token);
      if (!list) {
        list = { rows: [], counts: [] };
        postings.set(token, list);
      }
      list.rows.push(position);
      list.counts.push(count);
    }
  });
  starts[file.data.length] = allWords.length;
  const averageLength = allWords.length / Math.max(1, file.data.length) || 1;
  const lengthNorms = new Float64Array(file.data.length);
  for (let position = 0; position < file.data.length; position++) {
    const length = (starts[position + 1] as number) - (starts[position] as number);
    lengthNorms[position] = K1 * (1 - B + (B * length) / averageLength);
  }
  return { rows: file.data, postings, wordNumbers, words: Int32Array.from(allWords), starts, lengthNorms };
}

const indexes = new WeakMap<readonly Row[], RequirementIndex>();

/** The index of the file's current rows: built on first use, again only once the rows change. */
export function requirementIndexOf(file: RequirementFile): RequirementIndex {
  let index = indexes.get(file.data);
  if (!index) {
    index = buildRequirementIndex(file);
    indexes.set(file.data, index);
  }
  return index;
}

function containsPhrase(index: RequirementIndex, position: number, phrase: Int32Array): boolean {
  const { words, starts } = index;
  const last = (starts[position + 1] as number) - phrase.length;
  for (let start = starts[position] as number; start <= last; start++) {
    let offset = 0;
    while (offset < phrase.length && words[start + offset] === phrase[offset]) offset++;
    if (offset === phrase.length) return true;
  }
  return false;
}

/**
 * The rows holding every phrase, or undefined when there is none: each phrase is looked for only in the rows
 * that hold its rarest word.
 */
function rowsWithPhrases(index: RequirementIndex, phrases: readonly string[][]): Set<number> | undefined {
  let allowed: Set<number> | undefined;
  for (const phrase of phrases) {
    const numbers = phrase.map((word) => index.wordNumbers.get(word) ?? -1);
    if (numbers.includes(-1)) return new Set();
    let rarest: readonly number[] = index.postings.get(phrase[0] ?? '')?.rows ?? [];
    for (const word of phrase) {
      const rows = index.postings.get(word)?.rows ?? [];
      if (rows.length < rarest.length) rarest = rows;
    }
    const sequence = Int32Array.from(numbers);
    const holding = new Set<number>();
    for (const position of rarest) {
      if (allowed !== undefined && !allowed.has(position)) continue;
      if (containsPhrase(index, position, sequence)) holding.add(position);
    }
    allowed = holding;
  }
  return allowed;
}

export interface SearchHit {
  row: Row;
  /** BM25 relevance: higher is better. */
  relevance: number;
}

/**
 * The rows matching `query`, best first (BM25 over the words; ties in row order): a row must hold at least
 * one of the words and every quoted phrase. `total` counts every match, `hits` holds the first `limit`.
 */
export function searchIndex(
  index: RequirementIndex,
  query: ParsedQuery,
  limit: number,
): { total: number; hits: SearchHit[] } {
  const rowCount = index.rows.length;
  const allowed = rowsWithPhrases(index, query.phrases);
  const scores = new Float64Array(rowCount);
  const candidates: number[] = [];
  for (const word of query.words) {
    const list = index.postings.get(word);
    if (!list) continue;
    const idf = Math.log(1 + (rowCount - list.rows.length + 0.5) / (list.rows.length + 0.5));
    for (let i = 0; i < list.rows.length; i++) {
      const position = list.rows[i] as number;
      if (allowed !== undefined && !allowed.has(position)) continue;
      const count = list.counts[i] as number;
      const norm = count + (index.lengthNorms[position] as number);
      if (scores[position] === 0) candidates.push(position);
      scores[position] = (scores[position] as number) + (idf * (count * (K1 + 1))) / norm + 1e-9;
    }
  }
  const best = topPositions(candidates, scores, limit);
  return {
    total: candidates.length,
    hits: best.map((position) => ({
      row: index.rows[position] as Row,
      relevance: Math.round((scores[position] as number) * 1000) / 1000,
    })),
  };
}

/** The `limit` best positions by score (ties: earlier row first), without sorting every candidate. */
function topPositions(candidates: readonly number[], scores: Float64Array, limit: number): number[] {
  const better = (a: number, b: number) =>
    (scores[a] as number) > (scores[b] as number) || (scores[a] === scores[b] && a < b);
  const top: number[] = [];
  if (limit <= 0) return top;
  for (const position of candidates) {
    if (top.length === limit && !better(position, top[limit - 1] as number)) continue;
    if (top.length < limit) top.push(position);
    else top[limit - 1] = position;
    for (let at = top.length - 1; at > 0 && better(top[at] as number, top[at - 1] as number); at--) {
      const previous = top[at - 1] as number;
      top[at - 1] = top[at] as number;
      top[at] = previous;
    }
  }
  return top;
}
