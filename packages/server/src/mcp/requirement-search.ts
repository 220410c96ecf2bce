import { isScoreField, type RequirementFile, type Row } from '@specwright/core';

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

/** The token index of one spec, built once: postings per word, and each row's words in order (for phrases). */
export interface RequirementIndex {
  readonly rows: readonly Row[];
  readonly postings: ReadonlyMap<string, Postings>;
  readonly rowTokens: readonly (readonly string[])[];
  readonly averageLength: number;
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
  const rowTokens: string[][] = [];
  let totalLength = 0;
  file.data.forEach((row, position) => {
    const tokens = searchTokens(searchableText(row, fields));
    rowTokens.push(tokens);
    totalLength += tokens.length;
    const counts = new Map<string, number>();
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
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
  return { rows: file.data, postings, rowTokens, averageLength: totalLength / Math.max(1, file.data.length) };
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

function containsPhrase(tokens: readonly string[], phrase: readonly string[]): boolean {
  const last = tokens.length - phrase.length;
  for (let start = 0; start <= last; start++) {
    let matches = true;
    for (let offset = 0; offset < phrase.length && matches; offset++) {
      matches = tokens[start + offset] === phrase[offset];
    }
    if (matches) return true;
  }
  return false;
}

export interface SearchHit {
  row: Row;
  /** BM25 relevance: higher is better. */
  relevance: number;
}

const K1 = 1.2;
const B = 0.75;

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
  const scores = new Float64Array(rowCount);
  const matched: number[] = [];
  for (const word of query.words) {
    const list = index.postings.get(word);
    if (!list) continue;
    const idf = Math.log(1 + (rowCount - list.rows.length + 0.5) / (list.rows.length + 0.5));
    for (let i = 0; i < list.rows.length; i++) {
      const position = list.rows[i] as number;
      const count = list.counts[i] as number;
      const length = index.rowTokens[position]?.length ?? 0;
      const norm = count + K1 * (1 - B + (B * length) / index.averageLength);
      if (scores[position] === 0) matched.push(position);
      scores[position] = (scores[position] as number) + (idf * (count * (K1 + 1))) / norm + 1e-9;
    }
  }
  const candidates =
    query.phrases.length === 0
      ? matched
      : matched.filter((position) => {
          const tokens = index.rowTokens[position] ?? [];
          return query.phrases.every((phrase) => containsPhrase(tokens, phrase));
        });
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
