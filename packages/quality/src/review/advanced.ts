import type { AdvancedProposal, QualityReviewRequirement } from '@specwright/core';
import { throwIfCancelled, yieldToEventLoop } from '../cancellation.js';
import {
  ADVANCED_BATCH_SIZE,
  type LlmAdvancedProposal,
  requestLlmAdvancedProposals,
} from '../llm/advanced-proposals.js';
import { chunk, failureSummary, runBatches } from '../llm/batches.js';
import { keyed } from '../llm/prompt-data.js';
import type { QualityModel } from '../types.js';
import { compoundProposals } from './advanced/compound-rows.js';
import { duplicateProposals } from './advanced/duplicates.js';
import { gapProposals } from './advanced/gaps.js';

export interface AdvancedReviewOptions {
  model?: QualityModel | null;
  signal?: AbortSignal;
  /** Told when model batches fail (their proposals are lost; the automatic ones are still returned). */
  onModelFailure?: (message: string, batches: ModelBatchFailures) => void;
}

/** How many of the model's batches failed, of how many. */
export interface ModelBatchFailures {
  failed: number;
  total: number;
}

const normalized = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

async function llmProposals(
  rows: readonly QualityReviewRequirement[],
  model: QualityModel,
  signal?: AbortSignal,
  onModelFailure?: AdvancedReviewOptions['onModelFailure'],
): Promise<AdvancedProposal[]> {
  const filled = rows.filter((row) => row.description.trim() !== '');
  const found: AdvancedProposal[] = [];
  const batches = chunk(filled, ADVANCED_BATCH_SIZE);
  const failures = await runBatches({
    batches,
    signal,
    run: async (batch) => {
      const items = keyed(batch.map((row) => row.description));
      const rowByKey = new Map(items.map((item, index) => [item.key, batch[index]]));
      const proposals = await requestLlmAdvancedProposals(model, items, signal);
      found.push(...proposals.flatMap((proposal) => toProposal(proposal, rowByKey.get(proposal.key))));
    },
  });
  if (failures.length > 0) {
    onModelFailure?.(failureSummary(failures, batches.length, 'their proposals are missing.'), {
      failed: failures.length,
      total: batches.length,
    });
  }
  return found;
}

function toProposal(
  proposal: LlmAdvancedProposal,
  row: QualityReviewRequirement | undefined,
): AdvancedProposal[] {
  if (proposal.action !== 'add' && !row) return [];
  const reason = proposal.reason === '' ? 'Proposed by the language model.' : proposal.reason;
  return [
    {
      id: row?.id ?? '',
      action: proposal.action,
      reason,
      description: row?.description ?? '',
      proposition: proposal.proposition,
    },
  ];
}

/** One proposal per row and action (the automatic one first); 'add' proposals once per text, with fresh ids. */
function merged(
  rows: readonly QualityReviewRequirement[],
  automatic: AdvancedProposal[],
  fromModel: AdvancedProposal[],
): AdvancedProposal[] {
  const seen = new Set<string>();
  const addedTexts = new Set<string>();
  const taken = new Set([
    ...rows.map((row) => row.id),
    ...automatic.filter((p) => p.action === 'add').map((p) => p.id),
  ]);
  let nextNew = 1;
  const result: AdvancedProposal[] = [];
  for (const proposal of [...automatic, ...fromModel]) {
    if (proposal.action === 'add') {
      const text = normalized(proposal.proposition);
      if (addedTexts.has(text)) continue;
      addedTexts.add(text);
      if (proposal.id === '') {
        while (taken.has(`NEW-${nextNew}`)) nextNew++;
        taken.add(`NEW-${nextNew}`);
        result.push({ ...proposal, id: `NEW-${nextNew}` });
        continue;
      }
    } else {
      const key = `${proposal.id}\u0000${proposal.action}`;
      if (seen.has(key)) continue;
      seen.add(key);
    }
    result.push(proposal);
  }
  return result;
}

/**
 * The deterministic proposals of an advanced review: near-duplicates and contradictions (MinHash-LSH, no
 * pairwise scan), compound rows to split, and missing requirements to add. CPU work only (no model), so a
 * server can run it off its event loop.
 */
export async function advancedReviewDeterministicLayers(
  rows: readonly QualityReviewRequirement[],
  { signal }: Pick<AdvancedReviewOptions, 'signal'> = {},
): Promise<AdvancedProposal[]> {
  throwIfCancelled(signal);
  const duplicates = duplicateProposals(rows);
  await yieldToEventLoop(signal);
  const deleted = new Set(duplicates.map((proposal) => proposal.id));
  const compounds = compoundProposals(rows.filter((row) => !deleted.has(row.id)));
  const gaps = gapProposals(rows);
  await yieldToEventLoop(signal);
  return [...duplicates, ...compounds, ...gaps];
}

/**
 * The language model's proposals (when a model is given) merged after advancedReviewDeterministicLayers'
 * (`automatic`) without repeating a row and action.
 */
export async function advancedReviewModelLayers(
  rows: readonly QualityReviewRequirement[],
  automatic: AdvancedProposal[],
  { model, signal, onModelFailure }: AdvancedReviewOptions = {},
): Promise<AdvancedProposal[]> {
  const fromModel = model ? await llmProposals(rows, model, signal, onModelFailure) : [];
  return merged(rows, automatic, fromModel);
}

/**
 * Advanced review of a whole spec (docs/product-rules.md, "States and transitions"): near-duplicates and contradictions (MinHash-LSH, no pairwise
 * scan), compound rows to split, and missing requirements to add — then the language model's proposals
 * when one is given, merged without repeating a row and action. A failing model batch only loses its own
 * proposals. Throws AnalysisCancelledError when `signal` aborts.
 */
export async function advancedReview(
  rows: QualityReviewRequirement[],
  options: AdvancedReviewOptions = {},
): Promise<AdvancedProposal[]> {
  return advancedReviewModelLayers(rows, await advancedReviewDeterministicLayers(rows, options), options);
}
