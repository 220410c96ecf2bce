import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { LlmSettings } from '../../config/app-config.js';

/**
 * The configured provider's model object (LLM_PROVIDER, LLM_MODEL, LLM_BASE_URL, LLM_API_KEY). Always a
 * provider model object: a plain model id would be sent to the AI SDK's gateway, which we cannot reach.
 * Shared by the analysis engine and the chat and agent.
 */
export function createLanguageModel(settings: LlmSettings): Exclude<LanguageModel, string> {
  const apiKey = settings.apiKey ?? undefined;
  const baseURL = settings.baseUrl ?? undefined;
  switch (settings.provider) {
    case 'openai':
      return createOpenAI({ apiKey, baseURL })(settings.model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(settings.model);
    case 'openai-compatible':
      if (!baseURL) throw new Error('LLM_BASE_URL is required for the openai-compatible provider');
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL,
        apiKey,
        supportsStructuredOutputs: true,
      })(settings.model);
  }
}
