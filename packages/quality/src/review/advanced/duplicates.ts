import type { AdvancedProposal, QualityReviewRequirement } from '@specwright/core';
import { similarCandidates } from './minhash.js';
import { jaccard, type RequirementTerms, requirementTerms, shingles } from './terms.js';

/** Content-word overlap from which two requirements say the same thing (or contradict each other). */
export const NEAR_DUPLICATE_SIMILARITY = 0.75;

const percent = (value: number) => `${Math.round(value * 100)}%`;
const quote = (text: string) => `"${text.length > 160 ? `${text.slice(0, 157)}…` : text}"`;

interface Analysed {
  row: QualityReviewRequirement;
  terms: RequirementTerms;
  words: Set<string>;
}

function exactDuplicates(rows: readonly Analysed[]): {
  proposals: AdvancedProposal[];
  representatives: Analysed[];
} {
  const firstByText = new Map<string, Analysed>();
  const proposals: AdvancedProposal[] = [];
  const representatives: Analysed[] = [];
  for (const item of rows) {
    if (item.terms.normalized === '') continue;
    const first = firstByText.get(item.terms.normalized);
    if (!first) {
      firstByText.set(item.terms.normalized, item);
      representatives.push(item);
      continue;
    }
    proposals.push({
      id: item.row.id,
      action: 'delete',
      reason: `Duplicate of ${first.row.id}: the same requirement text.`,
      description: item.row.description,
      proposition: '',
    });
  }
  return { proposals, representatives };
}

function contradiction(a: Analysed, b: Analysed): string | null {
  if (a.terms.negated !== b.terms.negated) {
    const [positive, negative] = a.terms.negated ? [b, a] : [a, b];
    return `Contradicts ${a.row.id}: ${positive.row.id} requires it and ${negative.row.id} forbids it (${quote(a.row.description)}). Keep the one that is intended.`;
  }
  const conflict = conflictingQuantity(a.terms.quantities, b.terms.quantities);
  if (conflict) {
    return `Contradicts ${a.row.id}: ${conflict[0]} there and ${conflict[1]} here for the same requirement (${quote(a.row.description)}). Keep the value that is intended.`;
  }
  return null;
}

function valuesByUnit(quantities: readonly string[]): Map<string, string[]> {
  const byUnit = new Map<string, string[]>();
  for (const quantity of quantities) {
    const unit = quantity.slice(quantity.indexOf(' ') + 1);
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), quantity]);
  }
  return byUnit;
}

/** The first unit both texts give a value for, with different values ('2 second' vs '5 second'). */
function conflictingQuantity(a: readonly string[], b: readonly string[]): [string, string] | null {
  const inB = valuesByUnit(b);
  for (const [unit, values] of valuesByUnit(a)) {
    const other = inB.get(unit);
    if (!other) continue;
    const mine = new Set(values);
    const theirs = new Set(other);
    if (mine.size !== theirs.size || [...mine].some((value) => !theirs.has(value)))
      return [[...mine].join(', '), [...theirs].join(', ')];
  }
  return null;
}

/** Of two near-duplicates, the one to delete: the one whose words the other fully covers, else the later one. */
function lessInformative(a: Analysed, b: Analysed): [keep: Analysed, drop: Analysed] {
  const aCoversB = [...b.words].every((word) => a.words.has(word));
  const bCoversA = [...a.words].every((word) => b.words.has(word));
  return bCoversA && !aCoversB ? [b, a] : [a, b];
}

/**
 * Duplicates and contradictions across a spec: exact duplicates (same normalised text), near-duplicates
 * (≥ 75% of content words and word pairs shared, found with MinHash-LSH so no full pairwise comparison),
 * and among those, contradictions: one negated and one not, or the same words with different numbers.
 * Each row is proposed for at most one deletion here; contradictions name the other row.
 */
export function duplicateProposals(rows: readonly QualityReviewRequirement[]): AdvancedProposal[] {
  const analysed = rows.map((row) => {
    const terms = requirementTerms(row.description);
    return { row, terms, words: shingles(terms.neutral) };
  });
  const { proposals, representatives } = exactDuplicates(analysed);
  const proposed = new Set(proposals.map((proposal) => proposal.id));
  for (const [i, j] of similarCandidates(representatives.map((item) => item.words))) {
    const a = representatives[i] as Analysed;
    const b = representatives[j] as Analysed;
    if (proposed.has(a.row.id) || proposed.has(b.row.id)) continue;
    // 'The Cab radio shall …' and 'The Operational radio shall …' are parallel requirements, not duplicates.
    if (a.terms.subject !== b.terms.subject) continue;
    const similarity = jaccard(a.words, b.words);
    if (similarity < NEAR_DUPLICATE_SIMILARITY) continue;
    const conflict = contradiction(a, b);
    if (conflict) {
      proposals.push({
        id: b.row.id,
        action: 'delete',
        reason: conflict,
        description: b.row.description,
        proposition: '',
      });
      proposed.add(b.row.id);
      continue;
    }
    const [keep, drop] = lessInformative(a, b);
    proposals.push({
      id: drop.row.id,
      action: 'delete',
      reason: `Near-duplicate of ${keep.row.id} (${percent(similarity)} of its content is the same): ${quote(keep.row.description)}.`,
      description: drop.row.description,
      proposition: '',
    });
    proposed.add(drop.row.id);
  }
  return proposals;
}
