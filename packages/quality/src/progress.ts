import { ANALYSIS_PHASE_RANGES, type AnalysisPhase } from '@specwright/core';
import type { AnalysisProgress } from './types.js';

/** The seven phases of docs/product-rules.md, "States and transitions" and the percentage range each one owns (one table, in core). */
export const analysisPhases = ANALYSIS_PHASE_RANGES;
export type { AnalysisPhase };

export type ProgressReporter = (
  phase: AnalysisPhase,
  done: number,
  total: number,
  message: string,
) => Promise<void>;

/** A reporter that maps "done of total" inside a phase to the phase's percentage range. */
export function progressReporter(
  onProgress: ((progress: AnalysisProgress) => void | Promise<void>) | undefined,
): ProgressReporter {
  return async (phase, done, total, message) => {
    if (!onProgress) return;
    const [from, to] = analysisPhases[phase];
    const fraction = total <= 0 ? 1 : Math.min(1, Math.max(0, done / total));
    // Stay below the next phase's start so the phase read from the percentage is this one.
    const percentage = Math.min(to - 1, Math.floor(from + fraction * (to - from)));
    await onProgress({ percentage, step: phase, message });
  };
}

export function countLabel(done: number, total: number): string {
  return `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}
