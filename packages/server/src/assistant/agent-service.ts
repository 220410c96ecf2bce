import { type AgentResponse, ASSISTANT_MESSAGES, type agentRequestSchema, countOf } from '@specwright/core';
import type { z } from 'zod';
import type { SignedInUser } from '../auth/guard.js';
import { type AgentAnswer, agentAnswerSchema, applyAgentChanges } from './agent-changes.js';
import { AGENT_SYSTEM_PROMPT, agentFields, agentPrompt, rowParts } from './agent-prompt.js';
import type { AssistantActivityService } from './assistant-activity.js';
import { type AssistantModel, requireAssistantModel } from './assistant-model.js';
import { MALFORMED_ANSWER_MESSAGE, structuredAnswer } from './structured-answer.js';

export type AgentInstructionRequest = z.output<typeof agentRequestSchema>;

export interface AgentServiceDependencies {
  assistantActivity: AssistantActivityService;
  /** null: no language model is configured (every instruction answers 503). */
  model: AssistantModel | null;
}

export const UNEXPECTED_STRUCTURE_MESSAGE = `${ASSISTANT_MESSAGES.unexpectedStructure} ${MALFORMED_ANSWER_MESSAGE}`;

function askModel(assistant: AssistantModel, prompt: string): Promise<AgentAnswer> {
  return structuredAnswer(assistant, {
    system: AGENT_SYSTEM_PROMPT,
    prompt,
    schema: agentAnswerSchema,
    malformed: UNEXPECTED_STRUCTURE_MESSAGE,
  });
}

function explanation(answers: readonly AgentAnswer[], ignored: readonly string[]): string {
  const parts = [...new Set(answers.map((answer) => answer.explanation.trim()).filter(Boolean))];
  if (ignored.length > 0) {
    parts.push(`Ignored ${countOf(ignored.length, 'proposed change')}: ${ignored.join('; ')}.`);
  }
  return parts.join('\n\n') || 'No changes were needed.';
}

/** Agent mode: the instruction runs on the spec; the answer is every row after the model's changes. */
export function agentService({ assistantActivity, model }: AgentServiceDependencies) {
  async function run(user: SignedInUser, request: AgentInstructionRequest): Promise<AgentResponse> {
    const assistant = requireAssistantModel(model);
    const { columns, rows } = request.req_data;
    const fields = agentFields(columns, rows);
    const { agentCharactersPerRequest, agentMaxRequests } = assistant.limits;
    const fieldNames = fields.map((column) => column.field);
    const parts = rowParts(rows, fieldNames, agentCharactersPerRequest, agentMaxRequests);
    const startedAt = performance.now();
    // In parallel: the whole instruction then takes one model call's time (the web waits 300 s at most).
    const answers = await Promise.all(
      parts.map((part, index) =>
        askModel(
          assistant,
          agentPrompt({
            instruction: request.user_instruction,
            fields,
            rows: part,
            part: index + 1,
            parts: parts.length,
          }),
        ),
      ),
    );
    const applied = applyAgentChanges(
      rows,
      fieldNames,
      answers.flatMap((answer) => answer.changes),
    );
    await assistantActivity.recordAssistantUse({
      feature: 'agent',
      userId: user.id,
      reviewId: request.review_id || 'agent',
      requirements: rows.length,
      changedRequirements: applied.changed,
      durationSeconds: (performance.now() - startedAt) / 1000,
    });
    return { explanation_message: explanation(answers, applied.ignored), modified_data: applied.rows };
  }

  return { run };
}

export type AgentService = ReturnType<typeof agentService>;
