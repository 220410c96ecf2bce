/**
 * Requests per second and p99 latency under load (autocannon, 64 connections, on this machine) of the built
 * server: /api/config (anonymous) beside a bare Fastify route answering the same JSON (alternating one-second
 * slices), and signed in /api/auth/get-session, the dashboard of a user with 100,000 activity rows and the
 * list of their 50 specs of 1,000 rows each; on the embedded database and, when a PostgreSQL server answers
 * (BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres), on PostgreSQL. BENCH_HTTP_SECONDS
 * sets each run's length (default 5); BENCH_LIVE_IDLE keeps that many idle live connections (WebSockets of
 * the signed-in user) open on the server meanwhile.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { WebSocket } from 'ws';
import { onServer, postgresAnswers, postgresUrl, withNewPostgresDatabase } from './support/bench-postgres.js';
import {
  activityRowsSql,
  addSpecs,
  type LoadResult,
  load,
  loadAverage,
  type SignedIn,
  signUp,
} from './support/http-load.js';
import { connectLive } from './support/live-clients.js';
import type { Benchmark, Figure } from './support/report.js';
import { type ServerProcess, startProcess, startServer, stopProcess } from './support/server-process.js';

const port = 3191;
const barePort = 3192;
const activityRows = 100_000;
const specs = { count: 50, rows: 1_000 };
const seconds = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const idleLiveConnections = Number(process.env.BENCH_LIVE_IDLE ?? 0);
const budgets = {
  pglite: { requestsPerSecond: 1_500, p99Ms: 100 },
  postgres: { requestsPerSecond: 3_000, p99Ms: 50 },
};
type Kind = keyof typeof budgets;

async function measure(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  await load(url, headers, 1); // warm-up: connections, caches, the JIT
  const result = await load(url, headers, seconds);
  if (result.failures > 0) throw new Error(`${url}: ${result.failures} answers were not 2xx`);
  return result;
}

function figures(label: string, result: LoadResult, budget?: { requestsPerSecond: number; p99Ms: number }) {
  return [
    {
      label: `${label} req/s`,
      value: result.requestsPerSecond,
      unit: 'req/s',
      budget: budget?.requestsPerSecond,
    },
    { label: `${label} p99`, value: result.p99Ms, unit: 'ms', budget: budget?.p99Ms },
  ] satisfies Figure[];
}

/** The server's endpoints under load; /api/config beside the bare route's (`beside`). */
async function measureServer(kind: Kind, server: ServerProcess, user: SignedIn, beside: ConfigBesideBare) {
  const signedIn = { cookie: user.cookie };
  const userId = user.userId;
  const idle: WebSocket[] = [];
  for (let index = 0; index < idleLiveConnections; index += 1)
    idle.push((await connectLive(server.base, user)).socket);
  const { config, bare } = await beside(server.base);
  const session = await measure(`${server.base}/api/auth/get-session`, signedIn);
  const dashboard = await measure(`${server.base}/api/dashboard/?uid=${userId}`, signedIn);
  const specList = await measure(`${server.base}/api/specs`, signedIn);
  for (const socket of idle) socket.close();
  console.log(`(${kind}: load average ${loadAverage()}; ${idle.length} idle live connections)`);
  return [
    ...figures(`${kind} GET /api/config`, config),
    {
      label: `${kind} /api/config ÷ bare route`,
      value: config.requestsPerSecond / bare.requestsPerSecond,
      unit: '×',
      budget: undefined,
    },
    {
      label: `${kind} /api/config req/s vs 50 % of bare`,
      value: config.requestsPerSecond,
      unit: 'req/s',
      budget: Math.round(bare.requestsPerSecond / 2),
    },
    ...figures(`${kind} GET /api/auth/get-session`, session, budgets[kind]),
    ...figures(`${kind} GET /api/dashboard (100k rows)`, dashboard, budgets[kind]),
    ...figures(`${kind} GET /api/specs (50 × 1k rows)`, specList, budgets[kind]),
  ] satisfies Figure[];
}

async function onPglite(bare: ConfigBesideBare): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'specwright-bench-http-'));
  try {
    const setup = await startServer(port, { DATA_DIR: dataDir });
    const user = await signUp(setup.base)
      .then(async (signedIn) => {
        await addSpecs(setup.base, signedIn, specs.count, specs.rows);
        return signedIn;
      })
      .finally(() => stopProcess(setup));
    const db = await PGlite.create(join(dataDir, 'db'));
    const insert = activityRowsSql(user.userId, activityRows);
    await db.query(insert.text, insert.values);
    await db.close();
    const server = await startServer(port, { DATA_DIR: dataDir });
    try {
      return await measureServer('pglite', server, user, bare);
    } finally {
      await stopProcess(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(bare: ConfigBesideBare): Promise<Figure[]> {
  return withNewPostgresDatabase(async (databaseUrl) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'specwright-bench-http-'));
    try {
      const server = await startServer(port, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
      try {
        const user = await signUp(server.base);
        await addSpecs(server.base, user, specs.count, specs.rows);
        const insert = activityRowsSql(user.userId, activityRows);
        await onServer(databaseUrl, (client) => client.query(insert.text, insert.values));
        return await measureServer('postgres', server, user, bare);
      } finally {
        await stopProcess(server);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

const bareScript = new URL('./support/bare-fastify.ts', import.meta.url).pathname;

/** The mean requests per second of one-second `slices`, the worst p99 and every failure. */
function combined(slices: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: slices.reduce((sum, slice) => sum + slice.requestsPerSecond, 0) / slices.length,
    p99Ms: Math.max(...slices.map((slice) => slice.p99Ms)),
    failures: slices.reduce((sum, slice) => sum + slice.failures, 0),
  };
}

/**
 * `base`'s /api/config and a bare Fastify route answering the same JSON, measured in alternating one-second
 * slices, so that the other work on this shared machine weighs on both alike.
 */
async function configBesideBare(base: string): Promise<{ config: LoadResult; bare: LoadResult }> {
  const body = await (await fetch(`${base}/api/config`)).text();
  const bareServer = await startProcess(
    bareScript,
    barePort,
    { BARE_BODY: body },
    { args: ['--import', 'tsx'] },
  );
  try {
    const urls = { config: `${base}/api/config`, bare: `${bareServer.base}/api/config` };
    await load(urls.bare, {}, 1);
    await load(urls.config, {}, 1);
    const slices = { config: [] as LoadResult[], bare: [] as LoadResult[] };
    for (let slice = 0; slice < seconds; slice += 1) {
      slices.bare.push(await load(urls.bare, {}, 1));
      slices.config.push(await load(urls.config, {}, 1));
    }
    const config = combined(slices.config);
    const bare = combined(slices.bare);
    if (config.failures + bare.failures > 0) throw new Error('/api/config: answers that were not 2xx');
    console.log(`(bare Fastify route: ${Math.round(bare.requestsPerSecond)} req/s, p99 ${bare.p99Ms} ms)`);
    return { config, bare };
  } finally {
    await stopProcess(bareServer);
  }
}

type ConfigBesideBare = typeof configBesideBare;

export const benchmark: Benchmark = {
  name: `HTTP under load (autocannon, 64 connections, ${seconds} s per endpoint)`,
  async run(): Promise<Figure[]> {
    const results = await onPglite(configBesideBare);
    if (await postgresAnswers()) results.push(...(await onPostgres(configBesideBare)));
    else console.log(`(no PostgreSQL server answers at ${postgresUrl}: PostgreSQL figures left out)`);
    return results;
  },
};
