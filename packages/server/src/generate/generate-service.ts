import type { GenerateTestsRequest, GenerateTestsResponse } from '@specwright/core';
import { generateText, NoObjectGeneratedError, Output } from 'ai';
import { UNEXPECTED_STRUCTURE_MESSAGE } from '../assistant/agent-service.js';
import { type AssistantModel, modelFailure, requireAssistantModel } from '../assistant/assistant-model.js';
import { AppError } from '../http/errors.js';
import {
  CASES_PER_REQUEST,
  mergeRefined,
  type RefinedCases,
  refinedCasesSchema,
  TESTS_SYSTEM_PROMPT,
  testsPrompt,
} from './tests-prompt.js';

export interface GenerateServiceDependencies {
  /** null: no language model is configured (refining answers 503; the web keeps its own cases). */
  model: AssistantModel | null;
}

async function ask(assistant: AssistantModel, prompt: string): Promise<RefinedCases> {
  const { limits } = assistant;
  try {
    const { output } = await generateText({
      model: assistant.model,
      system: TESTS_SYSTEM_PROMPT,
      prompt,
      output: Output.object({ schema: refinedCasesSchema }),
      maxRetries: limits.maxRetries,
      maxOutputTokens: limits.agentMaxOutputTokens,
      timeout: { totalMs: limits.timeoutMs },
    });
    return output;
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error)) throw new AppError(502, UNEXPECTED_STRUCTURE_MESSAGE);
    throw modelFailure(error, assistant);
  }
}

/** Generate → Test with a model: the deterministic cases reworded by the model, traced as before. */
export function generateService({ model }: GenerateServiceDependencies) {
  async function refineTests(request: GenerateTestsRequest): Promise<GenerateTestsResponse> {
    const assistant = requireAssistantModel(model);
    const parts: (typeof request.cases)[] = [];
    for (let start = 0; start < request.cases.length; start += CASES_PER_REQUEST) {
      parts.push(request.cases.slice(start, start + CASES_PER_REQUEST));
    }
    const answers = await Promise.all(parts.map((part) => ask(assistant, testsPrompt(request.type, part))));
    return { cases: mergeRefined(request.cases, answers) };
  }
  return { refineTests };
}

export type GenerateService = ReturnType<typeof generateService>;
