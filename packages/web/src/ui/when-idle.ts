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
