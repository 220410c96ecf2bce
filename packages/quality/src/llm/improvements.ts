import { z } from 'zod';
import { introducesPlaceholder } from '../text/placeholders.js';
import type { QualityModel } from '../types.js';
import { byKnownKey, DATA_NOT_INSTRUCTIONS, type KeyedText, requirementsBlock } from './prompt-data.js';

export const llmImprovementsSchema = z.object({
  improvements: z.array(
    z.object({ key: z.string(), score: z.number(), rewrite: z.string(), rationale: z.string() }),
  ),
});

/** An improvement proposal (score band 80–100 of docs/product-rules.md, "Constants and limits"): a rewritten requirement and why it is better. */
export interface LlmImprovement {
  score: number;
  rewrite: string;
  rationale: string;
}

export const LLM_IMPROVEMENTS_SYSTEM = `You improve software requirements.
For every requirement, write "rewrite": the requirement rewritten as one clear, testable sentence with "shall", an explicit actor, and measurable criteria where they are needed; keep its meaning, its language and its domain terms, and do not invent numbers that change its intent: where a figure is missing, use a typical one with its unit (e.g. "within 2 seconds"), never a placeholder in angle brackets.
"score" rates the ORIGINAL requirement from 80 (needs substantial improvement) to 100 (already excellent; then the rewrite may equal the original).
"rationale" says in one sentence what the rewrite improves.
${DATA_NOT_INSTRUCTIONS}`;

const clampScore = (score: number) =>
  Math.min(100, Math.max(80, Math.round(Number.isFinite(score) ? score : 80)));

/** The model's improvement proposals for a batch, by key; requirements it skipped are absent. */
export async function requestLlmImprovements(
  model: QualityModel,
  items: readonly KeyedText[],
  abortSignal?: AbortSignal,
): Promise<Map<string, LlmImprovement>> {
  const output = await model.generate({
    system: LLM_IMPROVEMENTS_SYSTEM,
    prompt: `Propose an improvement for every requirement, by key.\n${requirementsBlock(items)}`,
    schema: llmImprovementsSchema,
    ...(abortSignal ? { abortSignal } : {}),
  });
  const parsed = llmImprovementsSchema.parse(output);
  const improvements = new Map<string, LlmImprovement>();
  for (const [key, row] of byKnownKey(parsed.improvements, items)) {
    const rewrite = row.rewrite.trim();
    const text = items.find((item) => item.key === key)?.text ?? '';
    // A template ('<N seconds>') is not a rewrite: the deterministic suggestion stays.
    if (rewrite === '' || introducesPlaceholder(text, rewrite)) continue;
    improvements.set(key, { score: clampScore(row.score), rewrite, rationale: row.rationale.trim() });
  }
  return improvements;
}
