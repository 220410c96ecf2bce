/**
 * Opening a kept spec with many links: 50,000 rows and 100,000 links, 10,000 of them to rows of another
 * kept spec. The figures are `GET /api/specs/{id}` through the whole route pipeline (embedded database, the
 * built server: `npm run build` first), the app's reading of its answer (JSON.parse, the import's checks and
 * normalisation of rows and links, the open file) and the link index the Links column and the properties
 * panel read (`rowLinkViews`, with the views of a screen's rows), then `GET /api/specs/{id}/link-targets` naming the other spec's rows.
 * The same is measured on the local PostgreSQL server when one answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequirementFile, importSpec, type SpecLink } from '@specwright/core';
import { buildApp, loadConfig } from '../packages/server/dist/index.js';
import { rowLinkViews } from '../packages/web/src/ui/links/row-links.js';
import { postgresAnswers, withNewPostgresDatabase } from './support/bench-postgres.js';
import { generateSpec } from './support/generate-spec.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';

const ROWS = 50_000;
const LINKS = 100_000;
const CROSS_SPEC = 10_000;
const TEST_ROWS = 1_000;
const RUNS = 5;
/** The rows a screen of the table draws, whose link views are made when it opens. */
const SCREEN_ROWS = 100;
const OPEN_BUDGET_MS = 1_500;
const ORIGIN = 'http://localhost:3000';

type App = Awaited<ReturnType<typeof buildApp>>;

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Each row links to the next rows (the last ones round to the first); every fifth row also to a test. */
function linksOf(testsSpec: string): SpecLink[] {
  const local = LINKS - CROSS_SPEC;
  const links: SpecLink[] = Array.from({ length: local }, (_, index) => {
    const from = index % ROWS;
    const to = (from + 1 + Math.floor(index / ROWS)) % ROWS;
    return { from: `bench-${from + 1}`, to: `bench-${to + 1}`, type: 'refines' };
  });
  for (let index = 0; index < CROSS_SPEC; index++) {
    const from = `bench-${((index * 5) % ROWS) + 1}`;
    links.push({ from, toSpec: testsSpec, to: `bench-${(index % TEST_ROWS) + 1}`, type: 'verifies' });
  }
  return links;
}

async function call(app: App, cookie: string, method: 'GET' | 'POST', url: string, payload?: string) {
  const started = performance.now();
  const response = await app.inject({
    method,
    url,
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload }),
  });
  const ms = performance.now() - started;
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return { ms, body: response.body };
}

async function signedIn(app: App): Promise<string> {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { email: 'links@example.com', password: 'bench-password-1', name: 'Bench' },
  });
  return [signUp.headers['set-cookie']]
    .flat()
    .map((line) => String(line).split(';')[0])
    .join('; ');
}

interface OpenMedians {
  serve: number;
  plainServe: number;
  read: number;
  views: number;
  targets: number;
}

/**
 * The medians of RUNS opens of the spec with links (and of the same spec without them) on the PostgreSQL
 * database at `databaseUrl`, or on the embedded one.
 */
async function measureOpen(databaseUrl: string | undefined): Promise<OpenMedians> {
  const dataDir = mkdtempSync(join(tmpdir(), 'specwright-bench-links-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SECRET_KEY: 'bench-secret',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: ORIGIN,
    MAX_REQUIREMENTS: String(ROWS * 2),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp({ ...config, llm: null }, { logger: false, qualityModel: null });
  try {
    const cookie = await signedIn(app);
    const tests = JSON.stringify({ title: 'Tests', spec: generateSpec(TEST_ROWS) });
    const testsSpec: string = JSON.parse((await call(app, cookie, 'POST', '/api/specs', tests)).body).spec.id;
    const spec = { ...generateSpec(ROWS), formatVersion: 2, links: linksOf(testsSpec) };
    const created = await call(app, cookie, 'POST', '/api/specs', JSON.stringify({ title: 'Links', spec }));
    const id: string = JSON.parse(created.body).spec.id;
    const plain = JSON.stringify({ title: 'No links', spec: generateSpec(ROWS) });
    const plainId: string = JSON.parse((await call(app, cookie, 'POST', '/api/specs', plain)).body).spec.id;

    const serves: number[] = [];
    const reads: number[] = [];
    const views: number[] = [];
    const targets: number[] = [];
    const plainServes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      plainServes.push((await call(app, cookie, 'GET', `/api/specs/${plainId}`)).ms);
      const served = await call(app, cookie, 'GET', `/api/specs/${id}`);
      serves.push(served.ms);
      const readStarted = performance.now();
      const kept = JSON.parse(served.body).spec;
      const imported = importSpec(kept.data);
      if (!imported.ok) throw new Error(imported.message);
      const file = createRequirementFile(imported.spec, { id: kept.id, title: kept.title });
      reads.push(performance.now() - readStarted);
      if (file.links?.length !== LINKS) throw new Error(`Expected ${LINKS} links, got ${file.links?.length}`);
      const resolved = await call(app, cookie, 'GET', `/api/specs/${id}/link-targets`);
      targets.push(resolved.ms);
      const answer = JSON.parse(resolved.body).targets as {
        spec_id: string;
        row_id: string;
        state: string;
      }[];
      if (answer.length !== TEST_ROWS || answer.some((target) => target.state !== 'ok'))
        throw new Error(`Expected ${TEST_ROWS} resolved targets, got ${answer.length}`);
      const byKey = Object.fromEntries(
        answer.map((target) => [`${target.spec_id}\u0000${target.row_id}`, target]),
      );
      const viewsStarted = performance.now();
      const index = rowLinkViews(file, byKey as Parameters<typeof rowLinkViews>[1]);
      for (const row of file.data.slice(0, SCREEN_ROWS)) index.get(row.id);
      views.push(performance.now() - viewsStarted);
    }
    return {
      serve: median(serves),
      plainServe: median(plainServes),
      read: median(reads),
      views: median(views),
      targets: median(targets),
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const benchmark: Benchmark = {
  name: `open a kept ${ROWS.toLocaleString('en')}-row spec with ${LINKS.toLocaleString('en')} links (${CROSS_SPEC.toLocaleString('en')} to another spec; medians of ${RUNS})`,
  async run(): Promise<Figure[]> {
    const embedded = await measureOpen(undefined);
    const figures: Figure[] = [
      { label: 'GET /api/specs/{id} (server, through the routes)', value: embedded.serve, unit: 'ms' },
      { label: 'the same GET of the spec without its links', value: embedded.plainServe, unit: 'ms' },
      { label: 'the app reads it (JSON.parse, import, open file)', value: embedded.read, unit: 'ms' },
      {
        label: `link index and the first ${SCREEN_ROWS} rows' views (rowLinkViews)`,
        value: embedded.views,
        unit: 'ms',
      },
      {
        label: 'open with links (the three above)',
        value: embedded.serve + embedded.read + embedded.views,
        unit: 'ms',
        budget: OPEN_BUDGET_MS,
      },
      {
        label: `GET /api/specs/{id}/link-targets (${TEST_ROWS.toLocaleString('en')} rows of another spec)`,
        value: embedded.targets,
        unit: 'ms',
      },
    ];
    if (await postgresAnswers())
      await withNewPostgresDatabase(async (url) => {
        const postgres = await measureOpen(url);
        figures.push(
          { label: 'PostgreSQL: GET /api/specs/{id}', value: postgres.serve, unit: 'ms' },
          {
            label: 'PostgreSQL: open with links',
            value: postgres.serve + postgres.read + postgres.views,
            unit: 'ms',
            budget: OPEN_BUDGET_MS,
          },
        );
      });
    return figures;
  },
};
