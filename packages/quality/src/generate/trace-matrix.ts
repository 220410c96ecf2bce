import { similarityIndex } from './similarity-index.js';

/** An item on the left (a requirement): its id and its text. */
export interface TraceTarget {
  readonly id: string;
  readonly text: string;
}

/** An item on the right (a test): its id, its text and the field naming the ids it traces to. */
export interface TraceSource {
  readonly id: string;
  readonly text: string;
  readonly references: string;
}

/** linked: the right item names the left id; suggested: their texts are similar and neither names the other. */
export interface TraceLink {
  readonly leftId: string;
  readonly rightId: string;
  readonly kind: 'linked' | 'suggested';
  /** Cosine similarity of the two texts (0–1), for suggestions. */
  readonly similarity?: number;
}

/** A right item that traces to nothing known: the ids it names that no left item has. */
export interface TraceOrphan {
  readonly rightId: string;
  readonly unknownReferences: readonly string[];
}

export interface TraceMatrix {
  readonly links: readonly TraceLink[];
  /** Left ids no right item names (requirements without tests), in left order. */
  readonly uncovered: readonly string[];
  /** Right items that name no known left id (e.g. a test naming REQ-99), in right order. */
  readonly orphans: readonly TraceOrphan[];
  /** Share of left items named by at least one right item, 0–100 (100 when there are none). */
  readonly coverage: number;
  readonly leftCount: number;
  readonly rightCount: number;
}

export interface TraceOptions {
  /** Cosine similarity from which a suggestion is made (0–1). */
  readonly threshold?: number;
  /** At most this many suggestions per right item. */
  readonly suggestionsPerItem?: number;
}

export const DEFAULT_SUGGESTION_THRESHOLD = 0.5;

/** The ids named in a field: separated by commas, semicolons or white space. */
export function referencedIds(field: string): string[] {
  return [...new Set(field.split(/[\s,;]+/).filter((id) => id !== ''))];
}

/**
 * The trace matrix of two lists: links from the ids each right item names, suggestions from text
 * similarity (an inverted index: never every pair compared), the left items nobody names and the right
 * items that name nothing known.
 */
export function buildTraceMatrix(
  left: readonly TraceTarget[],
  right: readonly TraceSource[],
  options: TraceOptions = {},
): TraceMatrix {
  const threshold = options.threshold ?? DEFAULT_SUGGESTION_THRESHOLD;
  const perItem = options.suggestionsPerItem ?? 3;
  const leftIds = new Set(left.map((item) => item.id));
  const covered = new Set<string>();
  const links: TraceLink[] = [];
  const orphans: TraceOrphan[] = [];
  const linkedPairs = new Set<string>();
  for (const item of right) {
    const named = referencedIds(item.references);
    const known = named.filter((id) => leftIds.has(id));
    for (const id of known) {
      covered.add(id);
      linkedPairs.add(`${id}\u0000${item.id}`);
      links.push({ leftId: id, rightId: item.id, kind: 'linked' });
    }
    if (known.length === 0) orphans.push({ rightId: item.id, unknownReferences: named });
  }
  const index = similarityIndex(left.map((item) => item.text));
  for (const item of right) {
    for (const match of index.search(item.text, threshold, perItem)) {
      const target = left[match.index];
      if (!target || linkedPairs.has(`${target.id}\u0000${item.id}`)) continue;
      links.push({ leftId: target.id, rightId: item.id, kind: 'suggested', similarity: match.similarity });
    }
  }
  const uncovered = left.filter((item) => !covered.has(item.id)).map((item) => item.id);
  const coverage = leftIds.size === 0 ? 100 : (covered.size / leftIds.size) * 100;
  return { links, uncovered, orphans, coverage, leftCount: left.length, rightCount: right.length };
}
