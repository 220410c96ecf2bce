import { z } from 'zod';
import type { QualityModel } from '../types.js';
import { DATA_NOT_INSTRUCTIONS, type KeyedText, requirementsBlock } from './prompt-data.js';

/** Requirements per advanced-review call: more than for scoring, since the model looks across rows. */
export const ADVANCED_BATCH_SIZE = 50;

export const llmAdvancedSchema = z.object({
  proposals: z.array(
    z.object({ key: z.string(), action: z.string(), reason: z.string(), proposition: z.string() }),
  ),
});

export interface LlmAdvancedProposal {
  /** The batch key of the row it changes; '' for 'add'. */
  key: string;
  action: 'replace' | 'add' | 'delete' | 'split';
  reason: string;
  proposition: string;
}

export const LLM_ADVANCED_SYSTEM = `You review a software requirements specification as a whole: missing, duplicate and inconsistent requirements.
Propose changes only where they clearly help:
- "delete" a requirement that duplicates another (say which key in the reason) or is contradicted by a more specific one;
- "replace" a requirement with a corrected text when it is inconsistent with others (proposition = the full new text);
- "split" a row that holds several requirements (proposition = the separate requirements joined by " && ");
- "add" a missing requirement (key = "", proposition = the new requirement as one "shall" sentence), e.g. an error case nobody handles or a create without a delete.
"reason" is one sentence a non-expert understands. Return an empty list when nothing needs changing.
${DATA_NOT_INSTRUCTIONS}`;

const actions = new Set(['replace', 'add', 'delete', 'split']);
const isAction = (action: string): action is LlmAdvancedProposal['action'] => actions.has(action);

/** The model's proposals for a batch, keeping only well-formed ones that name rows of the batch. */
export async function requestLlmAdvancedProposals(
  model: QualityModel,
  items: readonly KeyedText[],
  abortSignal?: AbortSignal,
): Promise<LlmAdvancedProposal[]> {
  const output = await model.generate({
    system: LLM_ADVANCED_SYSTEM,
    prompt: `Review these requirements together and list your proposals.\n${requirementsBlock(items)}`,
    schema: llmAdvancedSchema,
    ...(abortSignal ? { abortSignal } : {}),
  });
  const known = new Set(items.map((item) => item.key));
  const proposals: LlmAdvancedProposal[] = [];
  for (const row of llmAdvancedSchema.parse(output).proposals) {
    const action = row.action.trim().toLowerCase();
    const key = row.key.trim();
    const proposition = row.proposition.trim();
    if (!isAction(action)) continue;
    if (action === 'add' ? proposition === '' : !known.has(key)) continue;
    if ((action === 'replace' && proposition === '') || (action === 'split' && !proposition.includes('&&')))
      continue;
    proposals.push({ key: action === 'add' ? '' : key, action, reason: row.reason.trim(), proposition });
  }
  return proposals;
}
