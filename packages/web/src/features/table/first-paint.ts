/**
 * Tells who waits for it that a table has painted its first rows: opening a large file parses the whole
 * file only after its first rows are on screen (parsing holds the page, so it would hold them back).
 */
const waiting = new Map<string, () => void>();

/** Called by the table once its grid has drawn the first rows of a file. */
export function markTableRendered(fileId: string): void {
  const resolve = waiting.get(fileId);
  if (!resolve) return;
  waiting.delete(fileId);
  // The rows are in the page; the frame after the next one has them painted.
  requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
}

/** Resolves once the table of `fileId` has painted its first rows, or after `maxWaitMs` at the latest. */
export function untilTablePainted(fileId: string, maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(fileId);
      resolve();
    }, maxWaitMs);
    waiting.set(fileId, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
