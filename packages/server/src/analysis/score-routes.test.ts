import { scoreResponseSchema } from '@specwright/core';
import { scoreRequirements } from '@specwright/quality';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildAnalysisTestApp, deferred, pollTask, scoreRequest } from '../test/analysis.js';
import { testConfig } from '../test/app.js';
import { describeEachDatabase } from '../test/database.js';

describeEachDatabase('score analysis', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildAnalysisTestApp(database(), {}, testConfig({ MAX_REQUIREMENTS: '50' }));
  });
  afterAll(async () => {
    await app.close();
  });
  const get = (url: string) => app.inject({ method: 'GET', url });
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

  describe('POST /api/analyze/score', () => {
    it('scores every requirement and says which layers ran', async () => {
      const response = await post('/api/analyze/score', scoreRequest(3));
      expect(response.statusCode, response.body).toBe(200);
      const body = scoreResponseSchema.parse(response.json());
      expect(body.scores.map((score) => score.id)).toEqual(['R1', 'R2', 'R3']);
      expect(body.layers.llm.used).toBe(false);
    });

    it('skips chapter, context and comment rows, in the scores and in the row count', async () => {
      const request = scoreRequest(4);
      const kinds = ['chapter', 'Context', 'comment'];
      const requirements = request.requirements.map((row, i) => ({
        ...row,
        this_is_a: kinds[i] ?? 'requirement',
      }));
      const response = await post('/api/analyze/score', { ...request, requirements });
      expect(response.statusCode, response.body).toBe(200);
      expect(scoreResponseSchema.parse(response.json()).scores.map((score) => score.id)).toEqual(['R4']);
      const onlyHeadings = await post('/api/analyze/score', {
        ...request,
        requirements: requirements.slice(0, 3),
      });
      expect(onlyHeadings.statusCode).toBe(400);
      expect(onlyHeadings.json().message).toBe('No requirements found in the active file.');
    });

    it('scores the other string columns when a row has no description', async () => {
      const request = {
        analysis_id: 'a',
        requirements: [{ id: 'R1', title: 'Login', text: 'The system shall be user friendly', score: '0' }],
      };
      const direct = await scoreRequirements([
        { id: 'R1', text: 'Login. The system shall be user friendly' },
      ]);
      const response = await post('/api/analyze/score', request);
      expect(response.statusCode, response.body).toBe(200);
      expect(scoreResponseSchema.parse(response.json()).scores).toEqual(direct.scores);
    });

    it('answers 400 without requirements and 413 above MAX_REQUIREMENTS', async () => {
      const empty = await post('/api/analyze/score', scoreRequest(0));
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        error: 'Bad Request',
        message: 'No requirements found in the active file.',
      });
      const tooMany = await post('/api/analyze/score', scoreRequest(51));
      expect(tooMany.statusCode).toBe(413);
      expect(tooMany.json().message).toBe('This specification has 51 requirements; the limit is 50.');
      const asyncTooMany = await post('/api/analyze/score/async', scoreRequest(51));
      expect(asyncTooMany.statusCode).toBe(413);
    });

    it('answers 413 with the limit for a body over 32 MB', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/analyze/score',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          analysis_id: 'a',
          requirements: [{ id: 'R1', description: 'x'.repeat(33 * 1024 * 1024) }],
        }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        error: 'Payload Too Large',
        message: 'The request is too large: the limit is 32 MB. Send fewer or shorter requirements.',
      });
    });

    it('limits starting analyses to 60 a minute per client address (429)', async () => {
      const fromOneAddress = () =>
        app.inject({
          method: 'POST',
          url: '/api/analyze/score',
          payload: scoreRequest(1),
          remoteAddress: '10.9.9.9',
        });
      for (let i = 0; i < 60; i++) expect((await fromOneAddress()).statusCode).toBe(200);
      const limited = await fromOneAddress();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many requests\. Please try again in/);
    });

    it('answers 400 with the field for an invalid body', async () => {
      const response = await post('/api/analyze/score', { requirements: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/analysis_id/);
    });
  });

  describe('async score analysis', () => {
    it('runs as a task from queued to completed with the same results as the sync call', async () => {
      const started = await post('/api/analyze/score/async', scoreRequest(5));
      expect(started.statusCode, started.body).toBe(200);
      const { task_id: taskId, status } = started.json();
      expect(status).toBe('queued');
      const done = await pollTask(get, `/api/analyze/score/status/${taskId}`);
      expect(done).toMatchObject({ status: 'completed', progress_percentage: 100, error: null });
      const sync = await post('/api/analyze/score', scoreRequest(5));
      expect(done.results).toEqual(sync.json());
    });

    it('answers 404 for an unknown, malformed or other-kind task id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const response = await get(`/api/analyze/score/status/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Not Found', message: 'Analysis task not found.' });
      }
      const started = await post('/api/analyze/score/async', scoreRequest(1));
      const basicStatus = await get(`/api/reqif_analyze/basic/status/${started.json().task_id}`);
      expect(basicStatus.statusCode).toBe(404);
    });
  });
});

describeEachDatabase('score analysis task states', (database) => {
  it('reports failed with a clear error when the engine throws', async () => {
    const app = await buildAnalysisTestApp(database(), {
      qualityEngine: {
        scoreRequirements: async () => {
          throw new Error('internal detail');
        },
      },
    });
    try {
      const started = await app.inject({
        method: 'POST',
        url: '/api/analyze/score/async',
        payload: scoreRequest(2),
      });
      const done = await pollTask(
        (url) => app.inject({ method: 'GET', url }),
        `/api/analyze/score/status/${started.json().task_id}`,
      );
      expect(done).toMatchObject({
        status: 'failed',
        results: null,
        error: 'The analysis failed unexpectedly. Please try again.',
      });
    } finally {
      await app.close();
    }
  });

  it('cancels a running task: it stops at its next progress report and stays cancelled', async () => {
    const entered = deferred();
    const release = deferred();
    let progressAfterCancel: unknown = null;
    const app = await buildAnalysisTestApp(database(), {
      qualityEngine: {
        scoreRequirements: async (inputs, options) => {
          await options?.onProgress?.({ percentage: 20, step: 'static', message: 'Static analysis' });
          entered.resolve();
          await release.promise;
          try {
            await options?.onProgress?.({ percentage: 45, step: 'nlp', message: 'NLP analysis' });
          } catch (error) {
            progressAfterCancel = error;
            throw error;
          }
          return scoreRequirements(inputs);
        },
      },
    });
    try {
      const get = (url: string) => app.inject({ method: 'GET', url });
      const started = await app.inject({
        method: 'POST',
        url: '/api/analyze/score/async',
        payload: scoreRequest(2),
      });
      const taskId: string = started.json().task_id;
      await entered.promise;
      const running = await get(`/api/analyze/score/status/${taskId}`);
      expect(running.json()).toMatchObject({
        status: 'running',
        progress_percentage: 20,
        current_step: 'static',
      });
      const cancel = await app.inject({ method: 'DELETE', url: `/api/analyze/score/cancel/${taskId}` });
      expect(cancel.json()).toEqual({ message: 'Analysis cancelled.' });
      release.resolve();
      await expect.poll(() => progressAfterCancel).not.toBeNull();
      const after = await get(`/api/analyze/score/status/${taskId}`);
      expect(after.json()).toMatchObject({
        status: 'cancelled',
        results: null,
        user_message: 'Analysis cancelled by user',
      });
      const again = await app.inject({ method: 'DELETE', url: `/api/analyze/score/cancel/${taskId}` });
      expect(again.json()).toEqual({ message: 'The analysis had already finished.' });
    } finally {
      release.resolve();
      await app.close();
    }
  });
});
