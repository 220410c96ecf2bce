import { type BasicReviewStatus, basicReviewStatuses } from '@specwright/core';
import { z } from 'zod';
import type { QualityModel } from '../types.js';
import { byKnownKey, DATA_NOT_INSTRUCTIONS, requirementsBlock } from './prompt-data.js';

export const llmBasicCheckSchema = z.object({
  reviews: z.array(
    z.object({ key: z.string(), status: z.string(), reason: z.string(), proposition: z.string() }),
  ),
});

export interface BasicCheckItem {
  key: string;
  text: string;
  /** What the deterministic checks found, so the model's proposition fixes those too. */
  findings: string;
}

export interface LlmBasicCheck {
  status: BasicReviewStatus;
  reason: string;
  proposition: string;
}

export const LLM_BASIC_CHECK_SYSTEM = `You check software requirements for spelling, grammar and meaning (syntax and semantics).
For every requirement return:
- "status": "ok" when it is correct and clear, "warning" when it is understandable but should be improved, "error" when it is wrong, contradictory in itself, or cannot be understood or verified;
- "reason": one or two sentences naming the problems (empty when ok);
- "proposition": the corrected full requirement text that fixes every problem, including the automatic findings given with it; keep its meaning, language and domain terms (the original text when ok).
${DATA_NOT_INSTRUCTIONS}`;

const statuses = new Set<string>(basicReviewStatuses);
const isStatus = (status: string): status is BasicReviewStatus => statuses.has(status);

/** The model's semantic review of a batch, by key; rows it skipped or answered with an unknown status are absent. */
export async function requestLlmBasicCheck(
  model: QualityModel,
  items: readonly BasicCheckItem[],
  abortSignal?: AbortSignal,
): Promise<Map<string, LlmBasicCheck>> {
  const output = await model.generate({
    system: LLM_BASIC_CHECK_SYSTEM,
    prompt: `Review each requirement (with its automatic findings) by key.\n${requirementsBlock(items)}`,
    schema: llmBasicCheckSchema,
    ...(abortSignal ? { abortSignal } : {}),
  });
  const parsed = llmBasicCheckSchema.parse(output);
  const checks = new Map<string, LlmBasicCheck>();
  for (const [key, row] of byKnownKey(parsed.reviews, items)) {
    const status = row.status.trim().toLowerCase();
    if (!isStatus(status)) continue;
    checks.set(key, {
      status,
      reason: row.reason.trim(),
      proposition: row.proposition.trim(),
    });
  }
  return checks;
}
