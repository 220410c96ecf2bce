/**
 * Test results imported through the route (built server, embedded database): a 10,000-test JUnit report
 * against a kept spec of 4,000 rows (1,982 requirements), posted as XML with an API token as CI does, and as JSON as
 * the app sends a chosen file. The first import also starts the thread that reads reports.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestResults } from '@specwright/core';
import { generateSpec } from './support/generate-spec.js';
import { junitXml } from './support/junit-report.js';
import { keepSpec, type Session, signUp } from './support/live-clients.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';
import { startServer, stopProcess } from './support/server-process.js';

const TESTS = 10_000;
/** Generated rows: about half are requirements (the others chapters, context and comments). */
const ROWS = 4_000;
const ROUNDS = 5;
const BUDGET_MS = 1000;
const port = 4693;

async function apiToken(base: string, session: Session): Promise<string> {
  const response = await fetch(`${base}/api/user/api-tokens`, {
    method: 'POST',
    headers: { origin: base, cookie: session.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench CI' }),
  });
  if (!response.ok) throw new Error(`api token: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function timedImport(url: string, init: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { ...init, method: 'POST' });
  if (response.status !== 201) throw new Error(`import: ${response.status} ${await response.text()}`);
  const answer = (await response.json()) as TestResults;
  const elapsed = performance.now() - started;
  if (answer.run?.cases !== TESTS) throw new Error(`Imported ${answer.run?.cases} cases`);
  return elapsed;
}

/** CPU time the server process (every thread) has used, in ms (Linux: /proc/<pid>/stat, clock ticks of 10 ms). */
function serverCpuMs(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (times: number[]) =>
  percentile(
    [...times].sort((a, b) => a - b),
    50,
  );

export const benchmark: Benchmark = {
  name: `test results: a ${TESTS.toLocaleString('en')}-test JUnit report imported into a ${ROWS.toLocaleString('en')}-row spec (~2,000 requirements)`,
  async run(): Promise<Figure[]> {
    const dataDir = mkdtempSync(join(tmpdir(), 'specwright-bench-test-results-'));
    const server = await startServer(port, {
      SECRET_KEY: 'bench-secret',
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
    });
    try {
      const base = server.base;
      const session = await signUp(base, `test-results-${Date.now()}@example.com`);
      const token = await apiToken(base, session);
      const specId = await keepSpec(base, session, generateSpec(ROWS));
      const url = `${base}/api/specs/${specId}/test-results`;
      const junit = junitXml(TESTS, ROWS);
      const asXml: RequestInit = {
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
        body: junit,
      };
      const asJson: RequestInit = {
        headers: { origin: base, cookie: session.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'junit.xml', junit }),
      };
      const first = await timedImport(`${url}?name=CI`, asXml);
      const xmlTimes: number[] = [];
      const jsonTimes: number[] = [];
      const xmlCpu: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const cpuBefore = serverCpuMs(server.child);
        xmlTimes.push(await timedImport(`${url}?name=CI`, asXml));
        xmlCpu.push(serverCpuMs(server.child) - cpuBefore);
        jsonTimes.push(await timedImport(url, asJson));
      }
      return [
        {
          label: `server CPU time of an XML import (median of ${ROUNDS})`,
          value: median(xmlCpu),
          unit: 'ms',
        },
        {
          label: `JUnit report (${TESTS.toLocaleString('en')} tests)`,
          value: junit.length / 1024,
          unit: 'KB',
        },
        {
          label: 'first import, XML from CI (starts the thread)',
          value: first,
          unit: 'ms',
          budget: BUDGET_MS,
        },
        {
          label: `import as XML from CI (median of ${ROUNDS})`,
          value: median(xmlTimes),
          unit: 'ms',
          budget: BUDGET_MS,
        },
        {
          label: `import as JSON from the app (median of ${ROUNDS})`,
          value: median(jsonTimes),
          unit: 'ms',
          budget: BUDGET_MS,
        },
      ];
    } finally {
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
