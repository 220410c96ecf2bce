import DiffMatchPatch from 'diff-match-patch';
import type { CellValue } from '../spec/model.js';

/** What a cell holds after an edit that saw `base` and wrote `value` over what the spec held (`stored`). */
export type CellMerge =
  /** The spec already holds `value`: nothing to write. */
  | { kind: 'unchanged' }
  /** `value` is the new content; `replaced` when it overwrote `stored` that could not be merged. */
  | { kind: 'write'; value: CellValue; replaced: boolean };

const differ = new DiffMatchPatch();
// Exact matches only, found anywhere in the text: a fuzzy match would put an edit where the other person's
// text merely looks alike (one wrong character in 32 already scores 0.03), while the distance from where
// the context was costs next to nothing (10,000 characters away: 0.01).
differ.Match_Threshold = 0.01;
differ.Match_Distance = 1_000_000;
differ.Patch_DeleteThreshold = 0;

/** `stored` with the change from `base` to `value` applied, or null when a part of it no longer fits. */
function mergeTexts(base: string, value: string, stored: string): string | null {
  const patches = differ.patch_make(base, value);
  const [merged, applied] = differ.patch_apply(patches, stored);
  return applied.every(Boolean) ? merged : null;
}

/**
 * The merge rule of a live cell edit: stored equal to base → the new value; stored already equal to the
 * value → nothing; two texts → a three-way merge keeping both edits character by character; otherwise
 * the later edit wins and the stored value it replaced is reported, so its writer can restore it.
 */
export function mergeCell(stored: CellValue, base: CellValue | undefined, value: CellValue): CellMerge {
  if (stored === value) return { kind: 'unchanged' };
  if (base === undefined || stored === base) return { kind: 'write', value, replaced: false };
  if (typeof stored === 'string' && typeof base === 'string' && typeof value === 'string') {
    const merged = mergeTexts(base, value, stored);
    if (merged !== null) {
      return merged === stored ? { kind: 'unchanged' } : { kind: 'write', value: merged, replaced: false };
    }
  }
  return { kind: 'write', value, replaced: true };
}
