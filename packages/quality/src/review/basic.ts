import type { BasicReviewRow, QualityReviewRequirement } from '@specwright/core';
import { throwIfCancelled, yieldToEventLoop } from '../cancellation.js';
import { type BasicCheckItem, type LlmBasicCheck, requestLlmBasicCheck } from '../llm/basic-check.js';
import { chunk, failureSummary, LLM_BATCH_SIZE, runBatches } from '../llm/batches.js';
import { countLabel, type ProgressReporter, progressReporter } from '../progress.js';
import type { SpellChecker } from '../spelling/spell-checker.js';
import { introducesPlaceholder } from '../text/placeholders.js';
import type { AnalysisProgress, QualityModel } from '../types.js';
import { checkRow, type RowCheck, worstStatus } from './row-check.js';

export interface BasicReviewOptions {
  spelling: SpellChecker;
  model?: QualityModel | null;
  onProgress?: (progress: AnalysisProgress) => void | Promise<void>;
  signal?: AbortSignal;
}

const ROWS_PER_PROGRESS_STEP = 250;

async function checkAll(
  rows: readonly QualityReviewRequirement[],
  spelling: SpellChecker,
  report: ProgressReporter,
  signal?: AbortSignal,
) {
  const checks: RowCheck[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_PROGRESS_STEP) {
    const done = Math.min(rows.length, start + ROWS_PER_PROGRESS_STEP);
    for (const row of rows.slice(start, done)) checks.push(checkRow(row.description, spelling));
    await report(
      'static',
      done,
      rows.length,
      `Spelling, grammar and detector checks: ${countLabel(done, rows.length)} rows`,
    );
    await yieldToEventLoop(signal);
  }
  return checks;
}

/**
 * The model's review joins the deterministic one of `text`: the worse status wins; its proposition fixes
 * everything, unless it is a template (a placeholder not in the text) or no change at all — then the
 * automatic proposition stays.
 */
export function mergeLlmCheck(check: RowCheck, llm: LlmBasicCheck | undefined, text: string): RowCheck {
  if (!llm || llm.status === 'ok') return check;
  const status = worstStatus(check.status, llm.status);
  const reason = [check.reason, llm.reason === '' ? '' : `Language model: ${llm.reason}`]
    .filter(Boolean)
    .join(' ');
  const concrete =
    llm.proposition.trim() !== '' &&
    llm.proposition.trim() !== text.trim() &&
    !introducesPlaceholder(text, llm.proposition);
  const kept = check.proposition === text ? '' : check.proposition;
  return { status, reason, proposition: concrete ? llm.proposition : kept };
}

async function runLlmCheck(
  rows: readonly QualityReviewRequirement[],
  checks: RowCheck[],
  model: QualityModel,
  report: ProgressReporter,
  signal?: AbortSignal,
): Promise<string | null> {
  const filled = rows.flatMap((row, index) => (row.description.trim() === '' ? [] : [index]));
  const batches = chunk(filled, LLM_BATCH_SIZE);
  const failures = await runBatches({
    batches,
    signal,
    onSettled: (done, total) => report('llm', done, total, `LLM review: batch ${done} of ${total}`),
    run: async (indexes) => {
      const items: BasicCheckItem[] = indexes.map((index, position) => ({
        key: `r${position + 1}`,
        text: rows[index]?.description ?? '',
        findings: checks[index]?.reason ?? '',
      }));
      const found = await requestLlmBasicCheck(model, items, signal);
      items.forEach(({ key }, position) => {
        const index = indexes[position];
        const check = index === undefined ? undefined : checks[index];
        if (index !== undefined && check)
          checks[index] = mergeLlmCheck(check, found.get(key), rows[index]?.description ?? '');
      });
    },
  });
  return failures.length === 0
    ? null
    : failureSummary(failures, batches.length, 'those rows keep the automatic checks.');
}

/**
 * The deterministic phases of a basic review — validate, spelling, grammar-level and detector checks
 * (static and NLP) — one check per row, in order. CPU work only (no model), so a server can run it off its
 * event loop.
 */
export async function basicReviewDeterministicLayers(
  rows: readonly QualityReviewRequirement[],
  options: Omit<BasicReviewOptions, 'model'>,
): Promise<RowCheck[]> {
  const { spelling, signal } = options;
  const report = progressReporter(options.onProgress);
  throwIfCancelled(signal);
  await report('validate', 0, 1, `Validating ${rows.length.toLocaleString('en-US')} rows`);
  const checks = await checkAll(rows, spelling, report, signal);
  await report('nlp', 1, 1, 'NLP findings included in the checks');
  return checks;
}

/**
 * The phases after basicReviewDeterministicLayers — the language model's check (when a model is given) and
 * reporting — over its results (`checks`, one per row).
 */
export async function basicReviewModelLayers(
  rows: readonly QualityReviewRequirement[],
  deterministicChecks: readonly RowCheck[],
  options: Omit<BasicReviewOptions, 'spelling'>,
): Promise<BasicReviewRow[]> {
  const { model, signal } = options;
  const report = progressReporter(options.onProgress);
  const checks = [...deterministicChecks];
  if (model) {
    const failure = await runLlmCheck(rows, checks, model, report, signal);
    if (failure) await report('llm', 1, 1, failure);
  } else {
    await report('llm', 1, 1, 'LLM review skipped: no language model is configured.');
  }
  throwIfCancelled(signal);
  await report('reporting', 1, 1, `Reporting: ${rows.length.toLocaleString('en-US')} rows reviewed`);
  return rows.map((row, index) => {
    const check = checks[index];
    if (!check) throw new Error(`No check for row ${index + 1} of ${rows.length}`);
    return { id: row.id, description: row.description, ...check };
  });
}

/**
 * Basic review of one column (docs/product-rules.md, "States and transitions"): per row a status (ok/warning/error), the corrected text and the
 * reason — spelling, grammar-level checks and detector findings (see checkRow), then the language model's
 * semantic check when one is given. A failing model batch leaves its rows with the automatic checks.
 * Every input row gets exactly one result, in order. Throws AnalysisCancelledError when `signal` aborts.
 */
export async function basicReview(
  rows: QualityReviewRequirement[],
  options: BasicReviewOptions,
): Promise<BasicReviewRow[]> {
  return basicReviewModelLayers(rows, await basicReviewDeterministicLayers(rows, options), options);
}
