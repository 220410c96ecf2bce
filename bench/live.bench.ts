/**
 * The live channel (the built server, `npm run build` first): 20 clients in a 5,000-row spec each making two
 * cell edits a second — how long until the others have an edit (one server on the embedded database, and
 * two servers on one PostgreSQL) and `/api/health` meanwhile; 500 idle connections' memory; a 50,000-row
 * spec with 10 people in it: how long a joining client waits for its rows and the server's memory for it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveServerMessage } from '@specwright/core';
import { postgresAnswers, withNewPostgresDatabase } from './support/bench-postgres.js';
import { generateSpec } from './support/generate-spec.js';
import { sampleHealth } from './support/health-samples.js';
import {
  connectLive,
  joinSpec,
  keepSpec,
  pause,
  peakResidentMb,
  residentMb,
  type Session,
  signUp,
  startPeakResident,
} from './support/live-clients.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';
import { type ServerProcess, startServer, stopProcess } from './support/server-process.js';

const CLIENTS = 20;
const EDITS_PER_SECOND = 2;
const EDIT_SECONDS = 15;
const IDLE_CONNECTIONS = 500;
const LARGE_ROWS = 50_000;
const LARGE_PEOPLE = 10;
let nextPort = 4610;

function serverEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    SECRET_KEY: 'bench-secret',
    MAX_REQUIREMENTS: String(LARGE_ROWS * 2),
    HOST: '127.0.0.1',
    ...extra,
  };
}

const dataDirs: string[] = [];

async function started(env: Record<string, string>): Promise<ServerProcess> {
  nextPort += 1;
  const dataDir = mkdtempSync(join(tmpdir(), 'specwright-bench-live-'));
  dataDirs.push(dataDir);
  return startServer(
    nextPort,
    serverEnv({ PUBLIC_URL: `http://127.0.0.1:${nextPort}`, DATA_DIR: dataDir, ...env }),
  );
}

/** 20 clients spread over `servers`, two edits a second each: edit→other clients latencies and health. */
async function editLoad(servers: ServerProcess[], label: string): Promise<Figure[]> {
  const [first] = servers as [ServerProcess];
  const session = await signUp(first.base, `live-${Date.now()}@example.com`);
  const specId = await keepSpec(first.base, session, generateSpec(5000));
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, index) => {
      const base = (servers[index % servers.length] as ServerProcess).base;
      let own = '';
      const client = await connectLive(base, session, (message: LiveServerMessage) => {
        if (message.t !== 'change' || message.change.clientId === own) return;
        const at = sentAt.get(`${message.change.clientId}:${message.change.seq}`);
        if (at !== undefined) latencies.push(performance.now() - at);
      });
      own = client.clientId;
      await joinSpec(client.socket, specId);
      return client;
    }),
  );
  let seq = 0;
  const editing = (async () => {
    for (let tick = 0; tick < EDIT_SECONDS * EDITS_PER_SECOND; tick += 1) {
      seq += 1;
      for (const [index, { socket, clientId }] of clients.entries()) {
        const rowId = `bench-${1 + ((tick * CLIENTS + index * 97) % 5000)}`;
        sentAt.set(`${clientId}:${seq}`, performance.now());
        socket.send(
          JSON.stringify({
            t: 'edit',
            specId,
            seq,
            ops: [{ op: 'cell', rowId, field: 'owner', value: `c${index}-${tick}` }],
          }),
        );
        await pause(1000 / EDITS_PER_SECOND / CLIENTS);
      }
    }
    await pause(1000);
  })();
  const health = await sampleHealth(first.base, editing, 50);
  for (const { socket } of clients) socket.close();
  latencies.sort((a, b) => a - b);
  const budget = servers.length > 1 ? 150 : 50;
  return [
    { label: `${label}: edit → other clients p50`, value: percentile(latencies, 50), unit: 'ms' },
    { label: `${label}: edit → other clients p95`, value: percentile(latencies, 95), unit: 'ms', budget },
    { label: `${label}: /api/health p99 meanwhile`, value: percentile(health, 99), unit: 'ms', budget: 50 },
  ];
}

async function idleMemory(): Promise<Figure[]> {
  const server = await started({ DATABASE_URL: '' });
  try {
    const session = await signUp(server.base, `idle-${Date.now()}@example.com`);
    await pause(1000);
    const before = residentMb(server.child);
    const sockets = [];
    for (let index = 0; index < IDLE_CONNECTIONS; index += 1)
      sockets.push((await connectLive(server.base, session)).socket);
    await pause(2000);
    const after = residentMb(server.child);
    for (const socket of sockets) socket.close();
    return [
      {
        label: `${IDLE_CONNECTIONS} idle connections: server memory added`,
        value: after - before,
        unit: 'MB',
        budget: 100,
      },
    ];
  } finally {
    await stopProcess(server);
  }
}

const readSpec = (base: string, session: Session, specId: string): Promise<unknown> =>
  fetch(`${base}/api/specs/${specId}`, { headers: { cookie: session.cookie } }).then((response) =>
    response.json(),
  );

/**
 * On PostgreSQL when one answers: the embedded database runs in the server's process, and the heap it
 * grows to read 50,000 rows would be counted as the server's memory for the spec.
 */
async function largeSpecJoin(databaseUrl: string, where: string): Promise<Figure[]> {
  const server = await started({ DATABASE_URL: databaseUrl });
  try {
    const session: Session = await signUp(server.base, `large-${Date.now()}@example.com`);
    const spec = generateSpec(LARGE_ROWS);
    const specBytes = Buffer.byteLength(JSON.stringify(spec));
    const specId = await keepSpec(server.base, session, spec);
    await pause(2000);
    // The server's first large answer grows V8's heap once (kept for whatever comes next): measured on
    // its own, then the spec's own cost with 10 people in it.
    const beforeFirst = startPeakResident(server.child);
    await readSpec(server.base, session, specId);
    const firstRead = peakResidentMb(server.child) - beforeFirst;
    await pause(2000);
    const before = startPeakResident(server.child);
    const people = [];
    for (let index = 0; index < LARGE_PEOPLE; index += 1) {
      const client = await connectLive(server.base, session);
      await joinSpec(client.socket, specId);
      people.push(client.socket);
    }
    const startedAt = performance.now();
    const [read] = await Promise.all([
      readSpec(server.base, session, specId),
      connectLive(server.base, session).then(({ socket }) => {
        people.push(socket);
        return joinSpec(socket, specId);
      }),
    ]);
    const firstRowsMs = performance.now() - startedAt;
    if (!(read as { spec?: unknown }).spec) throw new Error('The spec was not read');
    const memory = peakResidentMb(server.child) - before;
    for (const socket of people) socket.close();
    const specMb = specBytes / 1024 / 1024;
    return [
      {
        label: `${LARGE_ROWS.toLocaleString('en')} rows, ${LARGE_PEOPLE} in it (${where}): joining client has the rows`,
        value: firstRowsMs,
        unit: 'ms',
        budget: 1500,
      },
      {
        label: `  server's peak memory for the first read after it started`,
        value: firstRead,
        unit: 'MB',
      },
      {
        label: `  server's peak memory for it (spec JSON ${specMb.toFixed(1)} MB)`,
        value: memory,
        unit: 'MB',
        budget: 2 * specMb,
      },
    ];
  } finally {
    await stopProcess(server);
  }
}

export const benchmark: Benchmark = {
  name: 'live channel: edits reaching other clients, idle connections, joining a large spec',
  async run(): Promise<Figure[]> {
    const figures: Figure[] = [];
    const single = await started({ DATABASE_URL: '' });
    try {
      figures.push(...(await editLoad([single], 'one server (embedded)')));
    } finally {
      await stopProcess(single);
    }
    if (await postgresAnswers()) {
      await withNewPostgresDatabase(async (url) => {
        const servers = [await started({ DATABASE_URL: url }), await started({ DATABASE_URL: url })];
        try {
          figures.push(...(await editLoad(servers, 'two servers (PostgreSQL)')));
        } finally {
          await Promise.all(servers.map(stopProcess));
        }
      });
    }
    try {
      figures.push(...(await idleMemory()));
      if (await postgresAnswers())
        await withNewPostgresDatabase(async (url) => {
          figures.push(...(await largeSpecJoin(url, 'PostgreSQL')));
        });
      else figures.push(...(await largeSpecJoin('', 'embedded')));
    } finally {
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    }
    return figures;
  },
};
