import type { MessagePort } from 'node:worker_threads';
import type { AdvancedProposal, QualityReviewRequirement } from '@specwright/core';
import type { DeterministicScore, RowCheck, ScoreInput } from '@specwright/quality';

/** The rows each engine's deterministic layers take, by engine. */
export interface EngineTaskRows {
  score: ScoreInput;
  basic: QualityReviewRequirement;
  advanced: QualityReviewRequirement;
}

/** What each engine's deterministic layers answer, a list of these. */
export interface EngineResultRows {
  score: DeterministicScore;
  basic: RowCheck;
  advanced: AdvancedProposal;
}

export type EngineKind = keyof EngineTaskRows;

/** One task for the worker: the engine, its rows (encodeInSlices) and the port its progress reports go to. */
export interface EngineTaskMessage {
  kind: EngineKind;
  rows: Uint8Array;
  progress: MessagePort;
}
