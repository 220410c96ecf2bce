import { requirementTerms } from '../review/advanced/terms.js';

/** A term in more documents than this share (and at least `MIN_SKIPPED_DF`) is too common to suggest a link. */
const COMMON_TERM_SHARE = 0.05;
const MIN_SKIPPED_DF = 50;

/** A document's weighted terms (TF-IDF) and the length of that vector. */
interface Vector {
  readonly weights: Map<string, number>;
  readonly norm: number;
}

export interface Match {
  readonly index: number;
  readonly similarity: number;
}

/** The stemmed content words of a text, values left out. */
export function contentTerms(text: string): string[] {
  return requirementTerms(text).neutral.filter((term) => term !== '#');
}

function termCounts(terms: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

/**
 * An inverted index over documents (token postings weighted by IDF) that finds, for a query text, the
 * documents whose cosine similarity is highest without comparing it with every document: only the
 * postings of the query's terms are read, and terms most documents share are left out of the search.
 */
export function similarityIndex(texts: readonly string[]) {
  const counts = texts.map((text) => termCounts(contentTerms(text)));
  const documentFrequency = new Map<string, number>();
  for (const terms of counts) {
    for (const term of terms.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const total = texts.length;
  const idf = (term: string): number => Math.log(1 + (total + 1) / ((documentFrequency.get(term) ?? 0) + 1));
  const vectorOf = (terms: Map<string, number>): Vector => {
    const weights = new Map<string, number>();
    let squares = 0;
    for (const [term, count] of terms) {
      const weight = (1 + Math.log(count)) * idf(term);
      weights.set(term, weight);
      squares += weight * weight;
    }
    return { weights, norm: Math.sqrt(squares) };
  };
  const vectors = counts.map(vectorOf);
  const skipAbove = Math.max(MIN_SKIPPED_DF, Math.floor(total * COMMON_TERM_SHARE));
  const postings = new Map<string, { index: number; weight: number }[]>();
  vectors.forEach((vector, index) => {
    for (const [term, weight] of vector.weights) {
      if ((documentFrequency.get(term) ?? 0) > skipAbove) continue;
      const list = postings.get(term);
      if (list) list.push({ index, weight });
      else postings.set(term, [{ index, weight }]);
    }
  });

  return {
    /** The documents at or above `threshold` cosine similarity with the text, best first, at most `limit`. */
    search(text: string, threshold: number, limit: number): Match[] {
      const query = vectorOf(termCounts(contentTerms(text)));
      if (query.norm === 0) return [];
      const dots = new Map<number, number>();
      for (const [term, weight] of query.weights) {
        for (const posting of postings.get(term) ?? []) {
          dots.set(posting.index, (dots.get(posting.index) ?? 0) + weight * posting.weight);
        }
      }
      const matches: Match[] = [];
      for (const [index, dot] of dots) {
        const norm = vectors[index]?.norm ?? 0;
        const similarity = norm === 0 ? 0 : dot / (norm * query.norm);
        if (similarity >= threshold) matches.push({ index, similarity: Math.min(1, similarity) });
      }
      matches.sort((a, b) => b.similarity - a.similarity || a.index - b.index);
      return matches.slice(0, limit);
    },
  };
}
