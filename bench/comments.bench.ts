/**
 * Comments on a 5,000-row spec with 2,000 of them (embedded database, built server): reading every thread
 * as the app does when the spec opens (the counts and each row's panel come from it), and a comment posted
 * until the other people with the spec open receive it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommentList, LiveServerMessage } from '@specwright/core';
import type { WebSocket } from 'ws';
import { generateSpec } from './support/generate-spec.js';
import { connectLive, joinSpec, keepSpec, type Session, signUp } from './support/live-clients.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';
import { startServer, stopProcess } from './support/server-process.js';

const ROWS = 5_000;
const COMMENTS = 2_000;
const OTHERS = 5;
const POSTS = 60;
const port = 4690;

async function postThread(base: string, session: Session, specId: string, rowId: string, body: string) {
  const response = await fetch(`${base}/api/specs/${specId}/comments`, {
    method: 'POST',
    headers: { origin: base, cookie: session.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ row_id: rowId, kind: 'question', body }),
  });
  if (!response.ok) throw new Error(`comment: ${response.status} ${await response.text()}`);
}

async function readThreads(base: string, session: Session, specId: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/specs/${specId}/comments`, {
    headers: { cookie: session.cookie },
  });
  const list = (await response.json()) as CommentList;
  const open = new Map<string, number>();
  for (const thread of list.threads)
    if (thread.status === 'open') open.set(thread.row_id, (open.get(thread.row_id) ?? 0) + 1);
  if (list.threads.length < COMMENTS) throw new Error(`only ${list.threads.length} threads`);
  return performance.now() - started;
}

/** Each of `others` resolves with the time it received the thread whose body is `body`. */
function arrivals(others: readonly WebSocket[], body: string): Promise<number[]> {
  return Promise.all(
    others.map(
      (socket) =>
        new Promise<number>((resolve) => {
          const listener = (data: unknown) => {
            const message = JSON.parse(String(data)) as LiveServerMessage;
            if (message.t !== 'thread' || message.thread.body !== body) return;
            socket.off('message', listener);
            resolve(performance.now());
          };
          socket.on('message', listener);
        }),
    ),
  );
}

export const benchmark: Benchmark = {
  name: `comments: ${COMMENTS.toLocaleString('en')} on a ${ROWS.toLocaleString('en')}-row spec`,
  async run(): Promise<Figure[]> {
    const dataDir = mkdtempSync(join(tmpdir(), 'specwright-bench-comments-'));
    const server = await startServer(port, {
      SECRET_KEY: 'bench-secret',
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
    });
    try {
      const session = await signUp(server.base, `comments-${Date.now()}@example.com`);
      const spec = generateSpec(ROWS);
      const specId = await keepSpec(server.base, session, spec);
      const rowIds = spec.rows.map((row) => String(row.id));
      for (let index = 0; index < COMMENTS; index += 1)
        await postThread(
          server.base,
          session,
          specId,
          rowIds[(index * 7) % ROWS] ?? '',
          `Question ${index}?`,
        );
      const reads: number[] = [];
      for (let run = 0; run < 5; run += 1) reads.push(await readThreads(server.base, session, specId));
      reads.sort((a, b) => a - b);

      const others: WebSocket[] = [];
      for (let index = 0; index < OTHERS; index += 1) {
        const { socket } = await connectLive(server.base, session);
        await joinSpec(socket, specId);
        others.push(socket);
      }
      const latencies: number[] = [];
      for (let index = 0; index < POSTS; index += 1) {
        const body = `Live question ${index}?`;
        const received = arrivals(others, body);
        const started = performance.now();
        await postThread(server.base, session, specId, rowIds[index] ?? '', body);
        for (const at of await received) latencies.push(at - started);
      }
      for (const socket of others) socket.close();
      latencies.sort((a, b) => a - b);
      return [
        {
          label: 'all threads read and counted per row, median of 5',
          value: percentile(reads, 50),
          unit: 'ms',
          budget: 300,
        },
        { label: 'a comment posted → the other clients, p50', value: percentile(latencies, 50), unit: 'ms' },
        {
          label: 'a comment posted → the other clients, p95',
          value: percentile(latencies, 95),
          unit: 'ms',
          budget: 150,
        },
      ];
    } finally {
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
