import type { TaskStatusResponse } from '@specwright/core';
import { createAnalysisApi } from '../api/analysis-api';
import { createApiClient } from '../api/api-request';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Simulates a network failure. */
  networkError?: boolean;
}

type Handler = FakeAnswer | ((body: unknown, path: string) => FakeAnswer | Promise<FakeAnswer>);

/**
 * A fake API server for client tests: handlers by "METHOD /path-prefix" (the longest matching prefix
 * wins), 404 otherwise; every request is recorded.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const key = Object.keys(routes)
      .filter((route) => `${method} ${path}`.startsWith(route))
      .sort((a, b) => b.length - a.length)[0];
    const handler = key ? routes[key] : undefined;
    const answer = typeof handler === 'function' ? await handler(body, path) : (handler ?? { status: 404 });
    if (answer.networkError) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? null), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const request = createApiClient({ fetch: fetchImpl });
  return { api: createAnalysisApi(request), request, calls };
}

/** A task status answer. */
export function taskStatus(status: string, overrides: Partial<TaskStatusResponse> = {}): TaskStatusResponse {
  return {
    task_id: 't1',
    status,
    progress_percentage: status === 'completed' ? 100 : 0,
    current_step: '',
    user_message: '',
    results: null,
    error: null,
    ...overrides,
  };
}

/** Answers the scripted statuses in turn, repeating the last one. */
export function sequence(answers: FakeAnswer[]): () => FakeAnswer {
  let index = 0;
  return () => answers[Math.min(index++, answers.length - 1)] ?? { status: 500 };
}

export const noSleep = async (): Promise<void> => {};
