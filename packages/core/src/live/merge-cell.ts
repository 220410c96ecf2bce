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

/** The text each patch would insert (a patch's diffs: kind −1 delete, 0 keep, 1 insert). */
function insertedTexts(patches: readonly object[]): string[] {
  // The typings declare a patch as its constructor; each one is an object with its diffs.
  const withDiffs = patches as readonly { diffs: [number, string][] }[];
  return withDiffs.flatMap((patch) =>
    patch.diffs.filter(([kind]) => kind === DiffMatchPatch.DIFF_INSERT).map(([, part]) => part),
  );
}

/**
 * `stored` with the change from `base` to `value` applied, character by character. The text a patch
 * would insert where its context no longer exists (both rewrote the same words) is added at the end, after
 * a space: both people's characters stay in the cell, as two people typing into one text would see.
 */
function mergeTexts(base: string, value: string, stored: string): string {
  const patches = differ.patch_make(base, value);
  const [merged, applied] = differ.patch_apply(patches, stored);
  const missed = insertedTexts(patches.filter((_patch, index) => !applied[index])).join('');
  if (missed === '') return merged;
  const gap = merged === '' || /\s$/.test(merged) || /^\s/.test(missed) ? '' : ' ';
  return `${merged}${gap}${missed}`;
}

/**
 * The merge rule of a live cell edit: stored equal to base → the new value; stored already equal to the
 * value → nothing; two texts of a text column → both edits kept character by character; a choice (a select
 * column, a proposal's status) or a number → the later edit wins and the stored value it replaced is
 * reported, so its writer can restore it.
 */
export function mergeCell(
  stored: CellValue,
  base: CellValue | undefined,
  value: CellValue,
  kind: 'text' | 'choice' = 'text',
): CellMerge {
  if (stored === value) return { kind: 'unchanged' };
  if (base === undefined || stored === base) return { kind: 'write', value, replaced: false };
  if (
    kind === 'text' &&
    typeof stored === 'string' &&
    typeof base === 'string' &&
    typeof value === 'string'
  ) {
    const merged = mergeTexts(base, value, stored);
    return merged === stored ? { kind: 'unchanged' } : { kind: 'write', value: merged, replaced: false };
  }
  return { kind: 'write', value, replaced: true };
}
