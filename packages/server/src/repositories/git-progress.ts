import type { GitProgress } from '@specwright/core';
import type { GitProgressEvent } from './providers/git-provider.js';

/** How far a fraction is, as a whole percentage (0–100), or null while the total is not known. */
export function progressPercent(loaded: number, total: number | null): number | null {
  if (total === null || total <= 0) return null;
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)));
}

/** The reporter of one running operation: `report` is the provider's listener, `finish` ends it. */
export interface ProgressReporter {
  report(event: GitProgressEvent): void;
  finish(): void;
}

/**
 * What the long git operations running now are doing, by repository id, in memory: a provider reports
 * into it while the request runs, and the progress route reads it (the web client asks every second).
 * A second operation on the same repository takes the place of the first; finishing the first then
 * leaves the second's progress alone.
 */
export function gitProgressBoard() {
  const running = new Map<string, { owner: symbol; progress: GitProgress }>();

  function start(key: string, phase: string): ProgressReporter {
    const owner = Symbol(key);
    running.set(key, { owner, progress: { phase, loaded: 0, total: null, percent: null } });
    return {
      report: ({ phase: next, loaded, total }) => {
        const known = total !== null && total > 0 ? total : null;
        const progress = { phase: next, loaded, total: known, percent: progressPercent(loaded, known) };
        running.set(key, { owner, progress });
      },
      finish: () => {
        if (running.get(key)?.owner === owner) running.delete(key);
      },
    };
  }

  function current(key: string): GitProgress | null {
    return running.get(key)?.progress ?? null;
  }

  return { start, current };
}

export type GitProgressBoard = ReturnType<typeof gitProgressBoard>;
