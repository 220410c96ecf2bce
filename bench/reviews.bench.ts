/**
 * A review of a whole 5,000-row spec (embedded database, built server): asking for it, marking every row
 * reviewed and approved at once, reading the spec's reviews as every client does after each change, and
 * signing (the last signature keeps the spec as a locked baseline).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Review, ReviewList } from '@specwright/core';
import { generateSpec } from './support/generate-spec.js';
import { keepSpec, type Session, signUp } from './support/live-clients.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';
import { startServer, stopProcess } from './support/server-process.js';

const ROWS = 5_000;
const port = 4692;

async function call<T>(base: string, session: Session, method: string, path: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin: base,
      cookie: session.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  const answer = (await response.json()) as T;
  return { answer, milliseconds: performance.now() - started };
}

export const benchmark: Benchmark = {
  name: `reviews: a whole ${ROWS.toLocaleString('en')}-row spec`,
  async run(): Promise<Figure[]> {
    const dataDir = mkdtempSync(join(tmpdir(), 'specwright-bench-reviews-'));
    const server = await startServer(port, {
      SECRET_KEY: 'bench-secret',
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
    });
    try {
      const base = server.base;
      const session = await signUp(base, `reviews-${Date.now()}@example.com`);
      const me = await call<{ user: { id: string } }>(base, session, 'GET', '/api/auth/get-session');
      const specId = await keepSpec(base, session, generateSpec(ROWS));
      const reviews = `/api/specs/${specId}/reviews`;
      const asked = await call<{ review: Review }>(base, session, 'POST', reviews, {
        title: 'Release 1',
        scope: 'all',
        reviewers: [me.answer.user.id],
        approvers: [me.answer.user.id],
      });
      const review = `${reviews}/${asked.answer.review.id}`;
      const reviewed = await call(base, session, 'PUT', `${review}/marks`, { mark: 'reviewed' });
      const approved = await call(base, session, 'PUT', `${review}/marks`, { mark: 'approved' });
      const reads: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        const read = await call<ReviewList>(base, session, 'GET', reviews);
        if (read.answer.reviews[0]?.progress.approved !== ROWS) throw new Error('Not every row approved');
        reads.push(read.milliseconds);
      }
      reads.sort((a, b) => a - b);
      const ticket = await call<{ ticket: string }>(base, session, 'POST', `${review}/signing`);
      const signed = await call<{ review: Review }>(base, session, 'POST', `${review}/signatures`, {
        ticket: ticket.answer.ticket,
        password: 'bench-password-1',
        meaning: 'approved',
      });
      if (signed.answer.review.status !== 'approved') throw new Error('The review did not close');
      return [
        { label: 'review asked for (every row)', value: asked.milliseconds, unit: 'ms' },
        { label: 'every row marked reviewed at once', value: reviewed.milliseconds, unit: 'ms' },
        { label: 'every row approved at once', value: approved.milliseconds, unit: 'ms' },
        {
          label: "the spec's reviews read (progress, marks), median of 5",
          value: percentile(reads, 50),
          unit: 'ms',
        },
        {
          label: 'signed: the review closed with its locked baseline',
          value: signed.milliseconds,
          unit: 'ms',
        },
      ];
    } finally {
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
