import { ASSISTANT_MESSAGES } from '@specwright/core';
import { type LanguageModel, type ModelMessage, streamText } from 'ai';
import { AppError } from '../http/errors.js';
import { describeLanguageModelError } from '../providers/llm/language-model-error.js';

/** How the chat and the agent call the model and how much of a spec they send. */
export interface AssistantLimits {
  /** Whole-call limit, retries included (a streamed answer: until its last piece). */
  timeoutMs: number;
  /** Retries on 429 and 5xx answers before the first piece arrives. */
  maxRetries: number;
  chatMaxOutputTokens: number;
  /** A design or architecture draft is a whole document: more room than a chat answer. */
  draftMaxOutputTokens: number;
  agentMaxOutputTokens: number;
  /** Characters of the spec (id + text columns) the chat's system prompt may hold. */
  chatDocumentCharacters: number;
  /** Characters of earlier questions and answers sent along with the new question. */
  chatHistoryCharacters: number;
  /** Characters of rows per agent request; a larger spec is sent in parts. */
  agentCharactersPerRequest: number;
  /** Parts a spec may be split into; beyond that the agent answers 413. */
  agentMaxRequests: number;
}

export const defaultAssistantLimits: AssistantLimits = {
  timeoutMs: 120_000,
  maxRetries: 2,
  chatMaxOutputTokens: 4_096,
  draftMaxOutputTokens: 12_000,
  agentMaxOutputTokens: 16_000,
  chatDocumentCharacters: 60_000,
  chatHistoryCharacters: 40_000,
  agentCharactersPerRequest: 60_000,
  agentMaxRequests: 5,
};

/** The model the chat and the agent use, with its limits and the secrets its errors must never show. */
export interface AssistantModel {
  model: Exclude<LanguageModel, string>;
  limits: AssistantLimits;
  secrets: readonly string[];
}

/** The model, or a 503 explaining how to configure one. */
export function requireAssistantModel(model: AssistantModel | null): AssistantModel {
  if (!model) throw new AppError(503, ASSISTANT_MESSAGES.noModel);
  return model;
}

/** A model failure as the 502 a person reads: what went wrong, never the API key. */
export function modelFailure(error: unknown, { limits, secrets }: AssistantModel): AppError {
  if (error instanceof AppError) return error;
  return new AppError(502, describeLanguageModelError(error, limits.timeoutMs, secrets).message);
}

/** What the chat and the drafts ask of a streamed model call. */
export interface StreamSettings {
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  maxRetries: number;
  maxOutputTokens: number;
  timeout: { totalMs: number };
}

/**
 * The model's answer piece by piece (empty pieces skipped). A model error is thrown; so is a stream the SDK
 * aborted on its own (its timeout) while `signal` was not: a `TimeoutError`.
 */
export async function* modelTextStream(
  settings: StreamSettings,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const result = streamText({ ...settings, abortSignal: signal, onError: () => {} });
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta' && part.text !== '') yield part.text;
    else if (part.type === 'error') throw part.error;
    else if (part.type === 'abort' && !signal.aborted)
      throw new DOMException('The model call was aborted', 'TimeoutError');
  }
}
