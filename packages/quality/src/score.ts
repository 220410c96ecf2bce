import type { ScoreResponse, ScoreResult } from '@specwright/core';
import { analyzeRequirement } from './analyze.js';
import { throwIfCancelled, yieldToEventLoop } from './cancellation.js';
import type { LlmFinding } from './llm/findings.js';
import type { LlmImprovement } from './llm/improvements.js';
import { NO_MODEL_MESSAGE, runLlmScoreLayers } from './llm/score-layers.js';
import { countLabel, type ProgressReporter, progressReporter } from './progress.js';
import type { AnalysisProgress, QualityModel, RequirementAnalysis } from './types.js';

export interface ScoreInput {
  id: string;
  /** The requirement text (the description column, or the row's string columns joined). */
  text: string;
}

export interface ScoreOptions {
  model?: QualityModel | null;
  onProgress?: (progress: AnalysisProgress) => void | Promise<void>;
  signal?: AbortSignal;
}

/** What the LLM layers and the final score need of a requirement's static + NLP analysis. */
export interface DeterministicScore
  extends Pick<RequirementAnalysis, 'score' | 'description' | 'suggestion'> {
  hasFindings: boolean;
}

function deterministicScore({ score, description, suggestion, findings }: RequirementAnalysis) {
  return { score, description, suggestion, hasFindings: findings.length > 0 };
}

const ROWS_PER_PROGRESS_STEP = 500;
// Percentage points of the static (15–40) and static + nlp (15–55) phases.
const STATIC_POINTS = 25;
const STATIC_AND_NLP_POINTS = 40;

/**
 * Static and NLP run together per requirement (one analyzeRequirement call), so the 15–55 range of both
 * phases is one pass: the reported phase follows the percentage.
 */
async function analyzeAll(inputs: readonly ScoreInput[], report: ProgressReporter, signal?: AbortSignal) {
  const analyses: DeterministicScore[] = [];
  const total = inputs.length;
  for (let start = 0; start < total; start += ROWS_PER_PROGRESS_STEP) {
    const done = Math.min(total, start + ROWS_PER_PROGRESS_STEP);
    for (const { text } of inputs.slice(start, done)) {
      analyses.push(deterministicScore(analyzeRequirement(text)));
    }
    const message = `Static and NLP analysis: ${countLabel(done, total)} requirements`;
    const points = (done / total) * STATIC_AND_NLP_POINTS;
    if (points < STATIC_POINTS) await report('static', points, STATIC_POINTS, message);
    else await report('nlp', points - STATIC_POINTS, STATIC_AND_NLP_POINTS - STATIC_POINTS, message);
    await yieldToEventLoop(signal);
  }
  return analyses;
}

const clampScore = (score: number) => Math.min(100, Math.max(0, Math.round(score)));

function quoted(words: readonly string[]): string {
  return words.length === 0 ? '' : ` Words: ${words.map((word) => `"${word}"`).join(', ')}.`;
}

/** docs/product-rules.md, "Constants and limits": the lowest static score wins, NLP next, the LLM findings if neither fired; the LLM always suggests. */
export function combineScore(
  id: string,
  text: string,
  analysis: DeterministicScore,
  finding: LlmFinding | undefined,
  improvement: LlmImprovement | undefined,
): ScoreResult {
  if (analysis.hasFindings || text.trim() === '') {
    return {
      id,
      score: clampScore(analysis.score),
      score_description: analysis.description,
      score_suggestion: improvement?.rewrite ?? analysis.suggestion,
    };
  }
  if (finding) {
    return {
      id,
      score: finding.score,
      score_description: `LLM finding (${finding.category}): ${finding.explanation}${quoted(finding.words)}`,
      score_suggestion: improvement?.rewrite ?? finding.suggestion,
    };
  }
  if (improvement) {
    const rationale = improvement.rationale === '' ? '' : ` LLM improvement: ${improvement.rationale}`;
    return {
      id,
      score: improvement.score,
      score_description: `${analysis.description}${rationale}`.trim(),
      score_suggestion: improvement.rewrite,
    };
  }
  return {
    id,
    score: clampScore(analysis.score),
    score_description: analysis.description,
    score_suggestion: analysis.suggestion,
  };
}

/**
 * The deterministic phases of a score analysis — validate, static, NLP — one result per input, in order.
 * CPU work only (no model), so a server can run it off its event loop.
 */
export async function scoreDeterministicLayers(
  inputs: readonly ScoreInput[],
  options: Pick<ScoreOptions, 'onProgress' | 'signal'> = {},
): Promise<DeterministicScore[]> {
  const { signal } = options;
  const report = progressReporter(options.onProgress);
  throwIfCancelled(signal);
  const empty = inputs.filter(({ text }) => text.trim() === '').length;
  const emptyNote = empty === 0 ? '' : ` (${countLabel(empty, inputs.length)} have no text)`;
  await report(
    'validate',
    0,
    1,
    `Validating ${inputs.length.toLocaleString('en-US')} requirements${emptyNote}`,
  );
  return analyzeAll(inputs, report, signal);
}

/**
 * The phases after scoreDeterministicLayers — LLM (when a model is given), propositions, reporting — over
 * its results (`analyses`, one per input).
 */
export async function scoreModelLayers(
  inputs: readonly ScoreInput[],
  analyses: readonly DeterministicScore[],
  options: ScoreOptions = {},
): Promise<ScoreResponse> {
  const { model, signal } = options;
  const report = progressReporter(options.onProgress);
  const texts = inputs.map(({ text }) => text);
  let llm: Awaited<ReturnType<typeof runLlmScoreLayers>> | null = null;
  if (model) {
    const needsFinding = analyses.map((analysis) => !analysis.hasFindings);
    llm = await runLlmScoreLayers(texts, needsFinding, model, report, signal);
  } else {
    await report('llm', 1, 1, 'LLM analysis skipped: no language model is configured.');
    await report('propositions', 1, 1, 'Propositions: template suggestions from the static and NLP layers.');
  }

  throwIfCancelled(signal);
  await report('reporting', 0, 1, `Reporting: assembling ${inputs.length.toLocaleString('en-US')} scores`);
  const scores = inputs.map(({ id, text }, index) =>
    combineScore(
      id,
      text,
      analyses[index] ?? deterministicScore(analyzeRequirement(text)),
      llm?.findings[index],
      llm?.improvements[index],
    ),
  );
  await report('reporting', 1, 1, `Reporting: ${scores.length.toLocaleString('en-US')} scores ready`);
  return {
    scores,
    layers: {
      static: true,
      nlp: true,
      llm: llm ? { used: llm.used, message: llm.message } : { used: false, message: NO_MODEL_MESSAGE },
    },
  };
}

/**
 * Score analysis (docs/product-rules.md, "States and transitions" and "Constants and limits"): validate → static → nlp → llm → propositions → reporting, reported
 * through onProgress (the email phase, ≥ 90, belongs to the caller). Deterministic without a model.
 * Throws AnalysisCancelledError when `signal` aborts; a failing model only degrades to static/NLP results.
 */
export async function scoreRequirements(
  inputs: ScoreInput[],
  options: ScoreOptions = {},
): Promise<ScoreResponse> {
  return scoreModelLayers(inputs, await scoreDeterministicLayers(inputs, options), options);
}
