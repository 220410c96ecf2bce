import { z } from 'zod';
import type { QualityModel } from '../types.js';
import { llmFindingKinds, llmFindingScore } from './finding-kinds.js';
import { byKnownKey, DATA_NOT_INSTRUCTIONS, type KeyedText, requirementsBlock } from './prompt-data.js';

// Loose on purpose: category and words are checked here, so one odd value does not void a whole batch.
export const llmFindingsSchema = z.object({
  findings: z.array(
    z.object({
      key: z.string(),
      category: z.string(),
      words: z.array(z.string()),
      explanation: z.string(),
      suggestion: z.string(),
    }),
  ),
});

export interface LlmFinding {
  category: string;
  score: number;
  words: string[];
  explanation: string;
  suggestion: string;
}

const kinds = llmFindingKinds.map((kind) => `- ${kind.category}: ${kind.explanation}`).join('\n');

export const LLM_FINDINGS_SYSTEM = `You review software requirements for semantic quality problems that word lists miss.
Problem categories:
${kinds}
Report a requirement only when it clearly has one of these problems; report at most one finding per requirement (the most serious).
"words" are the exact words of the requirement the problem is about (may be empty). "explanation" is one sentence a non-expert understands. "suggestion" is a concrete fix.
${DATA_NOT_INSTRUCTIONS}`;

/** The model's 70–75 findings for a batch, by key; requirements it did not flag are absent. */
export async function requestLlmFindings(
  model: QualityModel,
  items: readonly KeyedText[],
  abortSignal?: AbortSignal,
): Promise<Map<string, LlmFinding>> {
  const output = await model.generate({
    system: LLM_FINDINGS_SYSTEM,
    prompt: `Review each requirement and list its findings by key.\n${requirementsBlock(items)}`,
    schema: llmFindingsSchema,
    ...(abortSignal ? { abortSignal } : {}),
  });
  const parsed = llmFindingsSchema.parse(output);
  const textByKey = new Map(items.map((item) => [item.key, item.text]));
  const findings = new Map<string, LlmFinding>();
  for (const [key, row] of byKnownKey(parsed.findings, items)) {
    const text = textByKey.get(key) ?? '';
    const category = row.category.trim().toLowerCase();
    findings.set(key, {
      category,
      score: llmFindingScore(category),
      words: row.words.filter((word) => word.trim() !== '' && text.includes(word)),
      explanation: row.explanation.trim(),
      suggestion: row.suggestion.trim(),
    });
  }
  return findings;
}
