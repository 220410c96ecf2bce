import { generateText, streamText } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from '../../test/openai-compatible-server.js';
import { configuredQualityModel } from './configured-model.js';
import { createLanguageModel } from './language-model.js';

const schema = z.object({ findings: z.array(z.object({ word: z.string(), score: z.number() })) });
const limits = { timeoutMs: 5_000, maxRetries: 2, maxOutputTokens: 300 };

describe('the openai-compatible provider against a local server', () => {
  let server: OpenAiCompatibleServer;
  beforeAll(async () => {
    server = await startOpenAiCompatibleServer();
  });
  afterAll(async () => {
    await server.close();
  });
  const settings = () => ({
    provider: 'openai-compatible' as const,
    model: 'local-model',
    baseUrl: server.baseUrl,
    apiKey: 'local-key',
  });

  it('sends the model, prompt, JSON schema and token limit, and returns the validated object', async () => {
    server.replies.push({ content: '{"findings":[{"word":"fast","score":20}]}' });
    const model = configuredQualityModel(settings(), limits);
    const output = await model?.generate({
      system: 'Find vague words.',
      prompt: 'The system shall be fast.',
      schema,
    });
    expect(output).toEqual({ findings: [{ word: 'fast', score: 20 }] });
    const received = server.requests.at(-1);
    expect(received?.headers.authorization).toBe('Bearer local-key');
    expect(received?.body).toMatchObject({
      model: 'local-model',
      max_tokens: 300,
      response_format: { type: 'json_schema' },
      messages: [
        { role: 'system', content: 'Find vague words.' },
        { role: 'user', content: 'The system shall be fast.' },
      ],
    });
  });

  it('retries after a 503 and fails clearly after a malformed answer', async () => {
    server.replies.push(
      { status: 503, headers: { 'retry-after-ms': '1' } },
      { content: '{"findings":[]}' },
      { content: 'not json at all' },
    );
    const model = configuredQualityModel(settings(), limits);
    await expect(model?.generate({ system: 's', prompt: 'p', schema })).resolves.toEqual({ findings: [] });
    await expect(model?.generate({ system: 's', prompt: 'p', schema })).rejects.toThrow(
      "The language model's answer did not match the expected format.",
    );
  });

  it('streams (for the chat of a later issue)', async () => {
    server.replies.push({ content: 'Hello from a streamed local model.' });
    const result = streamText({ model: createLanguageModel(settings()), prompt: 'Hi' });
    expect(await result.text).toBe('Hello from a streamed local model.');
    expect(server.requests.at(-1)?.body.stream).toBe(true);
  });

  it('answers plain text too', async () => {
    server.replies.push({ content: 'plain' });
    const { text } = await generateText({
      model: createLanguageModel(settings()),
      prompt: 'Hi',
      maxRetries: 0,
    });
    expect(text).toBe('plain');
  });
});

describe('configuredQualityModel', () => {
  it('is null when no model is configured', () => {
    expect(configuredQualityModel(null)).toBeNull();
  });

  it('builds provider model objects for openai and anthropic without calling them', () => {
    for (const provider of ['openai', 'anthropic'] as const) {
      const model = createLanguageModel({ provider, model: 'm', baseUrl: null, apiKey: 'k' });
      expect(model.modelId).toBe('m');
      expect(model.provider).toContain(provider);
    }
  });
});
