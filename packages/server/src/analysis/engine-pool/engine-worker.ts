import type { QualityReviewRequirement } from '@specwright/core';
import {
  type AnalysisProgress,
  advancedReviewDeterministicLayers,
  basicReviewDeterministicLayers,
  type ScoreInput,
  scoreDeterministicLayers,
} from '@specwright/quality';
import { createSpellChecker } from '@specwright/quality/spelling';
import { move } from 'piscina';
import type { EngineTaskMessage } from './engine-tasks.js';
import { decodeSlices, encodeInSlices } from './json-slices.js';

async function runLayers(task: EngineTaskMessage): Promise<readonly unknown[]> {
  const onProgress = (progress: AnalysisProgress) => task.progress.postMessage(progress);
  switch (task.kind) {
    case 'score':
      return scoreDeterministicLayers(await decodeSlices<ScoreInput>(task.rows), { onProgress });
    case 'basic': {
      const rows = await decodeSlices<QualityReviewRequirement>(task.rows);
      return basicReviewDeterministicLayers(rows, { spelling: createSpellChecker(), onProgress });
    }
    case 'advanced':
      return advancedReviewDeterministicLayers(await decodeSlices<QualityReviewRequirement>(task.rows));
  }
}

/**
 * The pool's task function, in a worker thread: one engine's deterministic layers over the task's rows,
 * each progress report posted to the task's port, the result rows transferred back (encodeInSlices).
 * Cancelling ends the thread, so no signal is needed here.
 */
export default async function runEngineTask(task: EngineTaskMessage): Promise<unknown> {
  try {
    return move(await encodeInSlices(await runLayers(task)));
  } finally {
    task.progress.close();
  }
}
