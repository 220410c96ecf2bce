import { scoreResponseSchema } from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildAnalysisTestApp, pollTask, scoreRequest } from '../test/analysis.js';
import { testConfig } from '../test/app.js';
import { describeEachDatabase } from '../test/database.js';
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from '../test/openai-compatible-server.js';

const rewrite = 'The system shall record every security event in the audit log within 1 second.';

/** A local model that proposes one improvement for r1 and finds nothing else. */
function localModelReply(system: string): string {
  if (system.startsWith('You improve software requirements')) {
    return JSON.stringify({
      improvements: [{ key: 'r1', score: 92, rewrite, rationale: 'Adds a time limit.' }],
    });
  }
  return JSON.stringify({ findings: [] });
}

describeEachDatabase('score analysis with a configured LLM (openai-compatible, local server)', (database) => {
  let server: OpenAiCompatibleServer;
  let app: App;
  beforeAll(async () => {
    server = await startOpenAiCompatibleServer((request) => {
      const system = request.body.messages.find((message) => message.role === 'system')?.content;
      return { content: localModelReply(typeof system === 'string' ? system : '') };
    });
    const config = testConfig({
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'local-model',
      LLM_BASE_URL: server.baseUrl,
    });
    app = await buildAnalysisTestApp(database(), { qualityModel: undefined }, config);
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('reports the model as configured and runs the LLM layers through the provider', async () => {
    const config = await app.inject({ url: '/api/config' });
    expect(config.json().ai).toMatchObject({
      configured: true,
      provider: 'openai-compatible',
      model: 'local-model',
    });

    const started = await app.inject({
      method: 'POST',
      url: '/api/analyze/score/async',
      payload: scoreRequest(1, () => 'The system shall record security events in the audit log.'),
    });
    const done = await pollTask(
      (url) => app.inject({ url }),
      `/api/analyze/score/status/${started.json().task_id}`,
    );
    expect(done.status, done.error ?? '').toBe('completed');
    const results = scoreResponseSchema.parse(done.results);
    expect(results.layers.llm.used).toBe(true);
    expect(server.requests.length).toBeGreaterThan(0);
    expect(server.requests.every((request) => request.body.model === 'local-model')).toBe(true);
    expect(JSON.stringify(results.scores)).toContain(rewrite);
  });
});
