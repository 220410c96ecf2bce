import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildAnalysisTestApp, pollTask, scoreRequest } from '../test/analysis.js';
import { testConfig } from '../test/app.js';
import { describeEachDatabase } from '../test/database.js';
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from '../test/openai-compatible-server.js';

const ROWS = 5_000;

describeEachDatabase('a 5,000-row analysis with a language model', (database) => {
  let server: OpenAiCompatibleServer;
  let app: App;
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  beforeAll(async () => {
    server = await startOpenAiCompatibleServer(() => ({ content: '{"findings":[],"improvements":[]}' }));
    const config = testConfig({
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'local-model',
      LLM_BASE_URL: server.baseUrl,
      MAX_ANONYMOUS_REQUIREMENTS: String(ROWS),
    });
    app = await buildAnalysisTestApp(database(), { qualityModel: undefined }, config);
    process.on('warning', onWarning);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await app?.close();
    await server?.close();
  });

  it('adds no abort listener per row or batch (no MaxListenersExceededWarning)', async () => {
    const started = await app.inject({
      method: 'POST',
      url: '/api/analyze/score/async',
      payload: scoreRequest(ROWS, (i) => `The system should maybe log event ${i} quickly.`),
    });
    expect(started.statusCode, started.body).toBe(200);
    const done = await pollTask(
      (url) => app.inject({ url }),
      `/api/analyze/score/status/${started.json().task_id}`,
      undefined,
      120_000,
    );
    expect(done.status, done.error ?? '').toBe('completed');
    expect(server.requests.length).toBeGreaterThan(20);
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
  }, 180_000);
});
