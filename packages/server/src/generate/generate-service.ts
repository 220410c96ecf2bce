import type { GenerateTestsRequest, GenerateTestsResponse } from '@specwright/core';
import { UNEXPECTED_STRUCTURE_MESSAGE } from '../assistant/agent-service.js';
import { type AssistantModel, requireAssistantModel } from '../assistant/assistant-model.js';
import { structuredAnswer } from '../assistant/structured-answer.js';
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

function ask(assistant: AssistantModel, prompt: string): Promise<RefinedCases> {
  return structuredAnswer(assistant, {
    system: TESTS_SYSTEM_PROMPT,
    prompt,
    schema: refinedCasesSchema,
    malformed: UNEXPECTED_STRUCTURE_MESSAGE,
  });
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
