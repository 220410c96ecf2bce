import { type TaskStatusResponse, taskStatusSchema } from '@specwright/core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../app.js';
import type { AppConfig } from '../config/app-config.js';
import type { DatabaseConnection } from '../db/client.js';
import { testConfig } from './app.js';
import { testLogger } from './log-capture.js';

/** The app for analysis tests: no LLM unless given, job workers polling often, logging into the run's log. */
export function buildAnalysisTestApp(
  database: DatabaseConnection,
  options: BuildAppOptions = {},
  config: AppConfig = testConfig(),
): Promise<App> {
  return buildApp(config, {
    database,
    logger: testLogger(),
    qualityModel: null,
    jobPollingIntervalSeconds: 0.5,
    ...options,
  });
}

export function scoreRequest(count: number, text = (i: number) => `The system shall log event ${i}.`) {
  return {
    analysis_id: `analysis-${count}`,
    uid: 'anonymous',
    filename: 'spec.json',
    requirements: Array.from({ length: count }, (_, i) => ({ id: `R${i + 1}`, description: text(i) })),
  };
}

export function basicRequest(count: number, text = (i: number) => `The system shall log event ${i}.`) {
  return {
    selectedColumn: 'description',
    review_id: `review-${count}`,
    requirements: Array.from({ length: count }, (_, i) => ({ id: `R${i + 1}`, description: text(i) })),
  };
}

type Send = (url: string) => Promise<LightMyRequestResponse>;

/** Polls a status URL until `done(status)` (default: a terminal status) or the deadline. */
export async function pollTask(
  get: Send,
  url: string,
  done: (status: TaskStatusResponse) => boolean = (status) =>
    ['completed', 'failed', 'cancelled'].includes(status.status),
  timeoutMs = 20_000,
): Promise<TaskStatusResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    const status = taskStatusSchema.parse(response.json());
    if (done(status)) return status;
    if (Date.now() > deadline) throw new Error(`Task at ${url} still ${status.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A promise with its resolve function, to hold an engine call until a test lets it go. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
