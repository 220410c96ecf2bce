/** How long idle work waits at most while the page stays busy. */
const IDLE_WAIT_MS = 5_000;

/**
 * Runs `task` once the browser is idle (after the frames it owes are painted), or at once where the
 * browser cannot tell; returns how to cancel it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    task();
    return () => {};
  }
  const handle = requestIdleCallback(task, { timeout: IDLE_WAIT_MS });
  return () => cancelIdleCallback(handle);
}

/** Resolves once the browser is idle (the frames it owes painted), waiting at most `maxWaitMs`. */
export function untilIdle(maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback !== 'function') resolve();
    else requestIdleCallback(() => resolve(), { timeout: maxWaitMs });
  });
}
