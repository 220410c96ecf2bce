import type { QualityModel } from '@specwright/quality';
import { generateText, type LanguageModel, Output } from 'ai';
import { describeLanguageModelError } from './language-model-error.js';

export interface QualityModelLimits {
  /** Whole-call limit, retries included. */
  timeoutMs: number;
  /** Retries on 429 and 5xx answers (the AI SDK backs off exponentially and honours Retry-After). */
  maxRetries: number;
  maxOutputTokens: number;
}

export const defaultQualityModelLimits: QualityModelLimits = {
  timeoutMs: 60_000,
  maxRetries: 2,
  maxOutputTokens: 4_096,
};

/**
 * The quality engine's model port over an AI SDK model: structured output validated against the
 * caller's zod schema, with a timeout, retries and a token limit. Failures become LanguageModelErrors
 * whose messages never contain the API key; a caller's abort is rethrown as it is.
 */
export interface QualityModelDependencies {
  model: Exclude<LanguageModel, string>;
  limits?: QualityModelLimits;
  /** Values its error messages must never show (the API key). */
  secrets?: readonly string[];
}

/**
 * A signal of its own for one model call, following `signal` until `release`. The AI SDK adds an abort
 * listener to the signal a call is given and never removes it: given the analysis's signal, hundreds of
 * batches would leave hundreds of listeners on it.
 */
function callSignal(signal: AbortSignal | undefined): { signal?: AbortSignal; release: () => void } {
  if (!signal) return { release: () => {} };
  const call = new AbortController();
  const follow = () => call.abort(signal.reason);
  if (signal.aborted) follow();
  else signal.addEventListener('abort', follow, { once: true });
  return { signal: call.signal, release: () => signal.removeEventListener('abort', follow) };
}

export function createQualityModel({
  model,
  limits = defaultQualityModelLimits,
  secrets = [],
}: QualityModelDependencies): QualityModel {
  return {
    async generate({ system, prompt, schema, abortSignal }) {
      const call = callSignal(abortSignal);
      try {
        const { output } = await generateText({
          model,
          system,
          prompt,
          output: Output.object({ schema }),
          maxRetries: limits.maxRetries,
          maxOutputTokens: limits.maxOutputTokens,
          timeout: { totalMs: limits.timeoutMs },
          abortSignal: call.signal,
        });
        return output;
      } catch (error) {
        if (abortSignal?.aborted) throw abortSignal.reason ?? error;
        throw describeLanguageModelError(error, limits.timeoutMs, secrets);
      } finally {
        call.release();
      }
    },
  };
}
