import { existsSync, readFileSync } from 'node:fs';
import type { TaskStatusResponse } from '@specwright/core';
import { advancedReview, basicReview, scoreRequirements } from '@specwright/quality';
import { createSpellChecker } from '@specwright/quality/spelling';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { basicRequest, buildAnalysisTestApp, pollTask, scoreRequest } from '../test/analysis.js';
import { testConfig } from '../test/app.js';
import { signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { scoreInputs } from './analysis-input.js';

const sentences = [
  'The system shall lock an account after 5 failed sign-in attempts within 10 minutes.',
  'The system should be user-friendly and fast if possible.',
  'The user shall be able to create a new project.',
  'The API shall not return more than 100 items per page, unless the caller asks for more.',
  'The system shall validate the form and shall store the recrod.',
  'It shall be easy to use.',
  '',
];
const sentence = (i: number) => sentences[i % sentences.length] ?? '';
const LARGE = 5_000;
/** The advanced review's duplicate search over this many rows takes the engine ~0.5 s of CPU in one go. */
const ADVANCED_ROWS = 10_000;

/** This thread's CPU time (ms), from /proc (Linux): user + system time, in ticks of 10 ms. */
function threadCpuMs(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The longest time (ms) the event loop could not run a 5 ms timer while `work` ran, counted in this thread's
 * CPU time: other processes keeping a busy machine's cores do not count, the engine holding the loop does.
 */
async function longestBlockMs(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = threadCpuMs();
  const timer = setInterval(() => {
    const now = threadCpuMs();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return longest;
}

/** A worker thread compiles the engine's sources with tsx at its start: slow on a busy machine. */
const SLOW_TEST_MS = 120_000;

describeEachDatabase('analysis engines in worker threads', (database) => {
  let app: App;
  beforeAll(async () => {
    const rows = String(LARGE);
    // One worker thread: this test's process keeps a core for its event loop.
    const config = testConfig({
      MAX_ANONYMOUS_REQUIREMENTS: rows,
      MAX_SYNC_REQUIREMENTS: rows,
      ANALYSIS_WORKERS: '1',
      INITIAL_CREDITS: '100000',
    });
    app = await buildAnalysisTestApp(database(), {}, config);
  });
  afterAll(async () => {
    await app.close();
  });
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

  it(
    'answers exactly what the engine answers in this thread (score, basic and advanced review)',
    async () => {
      const score = scoreRequest(40, sentence);
      const scored = await post('/api/analyze/score', score);
      expect(scored.statusCode, scored.body).toBe(200);
      expect(scored.json()).toEqual(await scoreRequirements(scoreInputs(score.requirements)));

      const basic = basicRequest(40, sentence);
      const reviewed = await post('/api/reqif_analyze/basic', basic);
      expect(reviewed.statusCode, reviewed.body).toBe(200);
      const spelling = createSpellChecker();
      expect(reviewed.json()).toEqual({ rows: await basicReview(basic.requirements, { spelling }) });

      const user = await signUpNewUser(app, 'pooled');
      const advanced = await user.client.post('/api/reqif_propose/advanced', {
        ...basic,
        review_id: 'pooled',
      });
      expect(advanced.statusCode, advanced.body).toBe(200);
      expect(advanced.json()).toEqual({ rows: await advancedReview(basic.requirements) });
    },
    SLOW_TEST_MS,
  );

  it.runIf(existsSync('/proc/self/task'))(
    'keeps the event loop free while a large analysis runs',
    async () => {
      // The advanced review's duplicate search goes over the whole spec at once: in this thread it holds
      // the loop for a long stretch. Through the app, the loop only parses the request and writes the answer.
      const rows = basicRequest(ADVANCED_ROWS, (i) => `${sentence(i)} (case ${i})`);
      const request = { ...rows, review_id: 'large' };
      const inThisThread = await longestBlockMs(() => advancedReview(request.requirements));
      const user = await signUpNewUser(app, 'large');
      const throughTheApp = await longestBlockMs(async () => {
        const response = await user.client.post('/api/reqif_propose/advanced', request);
        expect(response.statusCode, response.body).toBe(200);
      });
      expect(throughTheApp).toBeLessThan(Math.max(400, inThisThread / 2));

      let finished = false;
      const analysis = post('/api/analyze/score', scoreRequest(LARGE, sentence)).finally(() => {
        finished = true;
      });
      let healthChecks = 0;
      while (!finished) {
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        healthChecks++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const response = await analysis;
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().scores).toHaveLength(LARGE);
      expect(healthChecks).toBeGreaterThan(5);
    },
    SLOW_TEST_MS,
  );

  it(
    'cancels a running background analysis in its worker, and the next one completes',
    async () => {
      const get = (url: string) => app.inject({ method: 'GET', url });
      const started = await post('/api/analyze/score/async', scoreRequest(LARGE, sentence));
      expect(started.statusCode, started.body).toBe(200);
      const taskId: string = started.json().task_id;
      const statusUrl = `/api/analyze/score/status/${taskId}`;
      // Progress reported from the worker: past validation, into the static and NLP layers.
      const pastValidation = (status: TaskStatusResponse) => status.progress_percentage >= 15;
      const running = await pollTask(get, statusUrl, pastValidation, SLOW_TEST_MS / 2);
      expect(running.status).toBe('running');
      const cancel = await app.inject({ method: 'DELETE', url: `/api/analyze/score/cancel/${taskId}` });
      expect(cancel.json()).toEqual({ message: 'Analysis cancelled.' });
      expect(await pollTask(get, statusUrl, undefined, SLOW_TEST_MS / 2)).toMatchObject({
        status: 'cancelled',
        results: null,
      });

      const next = await post('/api/analyze/score/async', scoreRequest(3));
      const done = await pollTask(
        get,
        `/api/analyze/score/status/${next.json().task_id}`,
        undefined,
        SLOW_TEST_MS / 2,
      );
      expect(done.status).toBe('completed');
    },
    SLOW_TEST_MS,
  );
});
