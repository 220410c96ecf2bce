import DiffMatchPatch from 'diff-match-patch';

const engine = new DiffMatchPatch();

/**
 * Both changes of one text kept, character by character: what `mine` changed from `base`, applied to
 * `theirs`. A part of `mine` that no longer fits anywhere in `theirs` is added at the end, so no typed
 * character is lost.
 */
export function mergeText(base: string, theirs: string, mine: string): string {
  if (mine === base) return theirs;
  if (theirs === base || theirs === mine) return mine;
  const patches = engine.patch_make(base, mine);
  const [merged, applied] = engine.patch_apply(patches, theirs);
  if (applied.every(Boolean)) return merged;
  // The typings declare a patch as its constructor; each one is an object with its diffs.
  const patchDiffs = patches as unknown as readonly { diffs: [number, string][] }[];
  const missed = patchDiffs
    .filter((_patch, index) => !applied[index])
    .flatMap((patch) =>
      patch.diffs.filter(([kind]) => kind === DiffMatchPatch.DIFF_INSERT).map(([, part]) => part),
    );
  return `${merged}${missed.join('')}`;
}
