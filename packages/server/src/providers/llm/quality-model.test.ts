import type { LanguageModelV3CallOptions, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import { APICallError } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LanguageModelError } from './language-model-error.js';
import { createQualityModel, type QualityModelLimits } from './quality-model.js';

const verdictSchema = z.object({ score: z.number().int().min(0).max(100), reason: z.string() });
const request = {
  system: 'You review requirements.',
  prompt: 'Review: The system shall be fast.',
  schema: verdictSchema,
};
const limits: QualityModelLimits = { timeoutMs: 2_000, maxRetries: 2, maxOutputTokens: 500 };

function answer(text: string): LanguageModelV3GenerateResult {
  return {
    content: [{ type: 'text', text }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: {
      inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 5, text: 5, reasoning: 0 },
    },
    warnings: [],
  };
}

function httpError(statusCode: number, message = `HTTP ${statusCode}`): APICallError {
  return new APICallError({
    message,
    url: 'http://127.0.0.1/v1/chat/completions',
    requestBodyValues: {},
    statusCode,
    // The AI SDK honours Retry-After: keep the test fast.
    responseHeaders: { 'retry-after-ms': '1' },
    isRetryable: statusCode === 429 || statusCode >= 500,
  });
}

describe('createQualityModel', () => {
  it('returns the structured output validated against the schema, with the limits passed on', async () => {
    const model = new MockLanguageModelV3({ doGenerate: answer('{"score":72,"reason":"vague term fast"}') });
    const output = await createQualityModel({ model, limits }).generate(request);
    expect(output).toEqual({ score: 72, reason: 'vague term fast' });
    const call = model.doGenerateCalls[0] as LanguageModelV3CallOptions;
    expect(call.maxOutputTokens).toBe(500);
    expect(call.responseFormat).toMatchObject({ type: 'json' });
    expect(JSON.stringify(call.prompt)).toContain('You review requirements.');
  });

  it('fails with a clear message on malformed JSON and on output that breaks the schema', async () => {
    for (const text of ['{"score": 72, "reason": ', '{"score": 250, "reason": "x"}']) {
      const model = new MockLanguageModelV3({ doGenerate: answer(text) });
      const failure = createQualityModel({ model, limits }).generate(request);
      await expect(failure).rejects.toBeInstanceOf(LanguageModelError);
      await expect(failure).rejects.toThrow("The language model's answer did not match the expected format.");
    }
  });

  it('retries a 429 and then succeeds', async () => {
    let calls = 0;
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        calls += 1;
        if (calls === 1) throw httpError(429);
        return answer('{"score":90,"reason":"clear"}');
      },
    });
    await expect(createQualityModel({ model, limits }).generate(request)).resolves.toEqual({
      score: 90,
      reason: 'clear',
    });
    expect(calls).toBe(2);
  });

  it('gives up after the retries on repeated 5xx, saying so', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw httpError(503, 'Service Unavailable');
      },
    });
    const failure = createQualityModel({ model, limits }).generate(request);
    await expect(failure).rejects.toThrow(/HTTP 503.*gave up after 3 attempts/);
    expect(model.doGenerateCalls).toHaveLength(3);
  });

  it('does not retry a refused API key and never shows the key', async () => {
    const secret = 'sk-test-secret-123';
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw httpError(401, `Incorrect API key provided: ${secret}`);
      },
    });
    const failure = createQualityModel({ model, limits, secrets: [secret] }).generate(request);
    await expect(failure).rejects.toThrow(
      'The language model provider refused the API key (HTTP 401). Check LLM_API_KEY.',
    );
    expect(model.doGenerateCalls).toHaveLength(1);
    const unknown = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error(`socket hang up for key ${secret}`);
      },
    });
    const error = await createQualityModel({ model: unknown, limits, secrets: [secret] })
      .generate(request)
      .catch((e: unknown) => e);
    expect(String(error)).not.toContain(secret);
    expect(String(error)).toContain('[redacted]');
  });

  it('times out a model that does not answer', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: (options) =>
        new Promise((_resolve, reject) => {
          options.abortSignal?.addEventListener('abort', () => reject(options.abortSignal?.reason));
        }),
    });
    const started = Date.now();
    const failure = createQualityModel({ model, limits: { ...limits, timeoutMs: 200 } }).generate(request);
    await expect(failure).rejects.toThrow('The language model did not answer within 200 ms.');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("rethrows the caller's abort as it is", async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled by user');
    const model = new MockLanguageModelV3({
      doGenerate: (options) =>
        new Promise((_resolve, reject) => {
          options.abortSignal?.addEventListener('abort', () => reject(options.abortSignal?.reason));
          controller.abort(reason);
        }),
    });
    await expect(
      createQualityModel({ model, limits }).generate({ ...request, abortSignal: controller.signal }),
    ).rejects.toBe(reason);
  });
});
