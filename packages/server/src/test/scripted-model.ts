import type {
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamPart,
} from '@ai-sdk/provider';
import { APICallError } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';

/** One scripted model call: an answer, a thrown error, or no answer until the call is aborted. */
export type ScriptedCall = { text: string } | { error: Error } | 'hang';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

/** A retryable HTTP error as a provider throws it (Retry-After of 1 ms keeps tests fast). */
export function httpError(statusCode: number, message = `HTTP ${statusCode}`): APICallError {
  return new APICallError({
    message,
    url: 'http://127.0.0.1/v1/chat/completions',
    requestBodyValues: {},
    statusCode,
    responseHeaders: { 'retry-after-ms': '1' },
    isRetryable: statusCode === 429 || statusCode >= 500,
  });
}

function untilAborted(options: LanguageModelV3CallOptions): Promise<never> {
  return new Promise((_resolve, reject) => {
    options.abortSignal?.addEventListener('abort', () => reject(options.abortSignal?.reason));
  });
}

function streamOf(text: string): ReadableStream<LanguageModelV3StreamPart> {
  const pieces = text.match(/[\s\S]{1,8}/g) ?? [];
  const parts: LanguageModelV3StreamPart[] = [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't' },
    ...pieces.map((delta): LanguageModelV3StreamPart => ({ type: 'text-delta', id: 't', delta })),
    { type: 'text-end', id: 't' },
    { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
  ];
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}

/**
 * The AI SDK's mock model answering `script` in order, plain (doGenerate) or streamed (doStream); an empty
 * script fails the call. `calls` holds every call's options.
 */
export function scriptedModel(script: ScriptedCall[] = []) {
  const calls: LanguageModelV3CallOptions[] = [];
  const next = async (options: LanguageModelV3CallOptions): Promise<string> => {
    calls.push(options);
    const call = script.shift();
    if (!call) throw new Error('The scripted model has no answer left');
    if (call === 'hang') return untilAborted(options);
    if ('error' in call) throw call.error;
    return call.text;
  };
  const model = new MockLanguageModelV3({
    doGenerate: async (options): Promise<LanguageModelV3GenerateResult> => ({
      content: [{ type: 'text', text: await next(options) }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage,
      warnings: [],
    }),
    doStream: async (options) => ({ stream: streamOf(await next(options)) }),
  });
  return { model, script, calls };
}
