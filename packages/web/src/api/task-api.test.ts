import { describe, expect, it } from 'vitest';
import { createAnalysisApi } from './analysis-api';
import type { ApiRequest, ApiRequestOptions } from './api-request';

/** A request function that records each call and never answers (the calls' shape is what is tested). */
function recordingRequest() {
  const seen: { path: string; options: ApiRequestOptions<unknown> }[] = [];
  const request: ApiRequest = (path, options) => {
    seen.push({ path, options });
    return Promise.reject(new Error('not answered'));
  };
  const last = () => {
    const call = seen.at(-1);
    return (
      call && { path: call.path, method: call.options.method ?? 'GET', timeoutMs: call.options.timeoutMs }
    );
  };
  return { request, seen, last };
}

const ignore = () => {};

describe('taskApi', () => {
  it.each([
    ['score', '/api/analyze/score', 10_000],
    ['basicReview', '/api/reqif_analyze/basic', 30_000],
  ] as const)('mirrors the task routes of %s under %s', async (name, base, statusTimeoutMs) => {
    const { request, last } = recordingRequest();
    const api = createAnalysisApi(request)[name];
    const body = { selectedColumn: 'description', analysis_id: 'a1', requirements: [] };
    await api.run(body).catch(ignore);
    expect(last()).toEqual({ path: base, method: 'POST', timeoutMs: 600_000 });
    await api.start(body).catch(ignore);
    expect(last()).toEqual({ path: `${base}/async`, method: 'POST', timeoutMs: 15_000 });
    await api.status('t/1').catch(ignore);
    expect(last()).toEqual({ path: `${base}/status/t%2F1`, method: 'GET', timeoutMs: statusTimeoutMs });
    await api.cancel('t1').catch(ignore);
    expect(last()).toEqual({ path: `${base}/cancel/t1`, method: 'DELETE', timeoutMs: 10_000 });
  });

  it('sends the body, and the signal only when there is one', async () => {
    const { request, seen } = recordingRequest();
    const api = createAnalysisApi(request).score;
    const body = { analysis_id: 'a1', requirements: [] };
    const controller = new AbortController();
    await api.run(body, controller.signal).catch(ignore);
    await api.run(body).catch(ignore);
    expect(seen[0]?.options).toMatchObject({ body, signal: controller.signal });
    expect(seen[1]?.options).not.toHaveProperty('signal');
  });

  it('runs the advanced review as one long POST', async () => {
    const { request, last } = recordingRequest();
    await createAnalysisApi(request)
      .advancedReview.run({ selectedColumn: 'description', requirements: [] })
      .catch(ignore);
    expect(last()).toEqual({ path: '/api/reqif_propose/advanced', method: 'POST', timeoutMs: 600_000 });
  });
});
