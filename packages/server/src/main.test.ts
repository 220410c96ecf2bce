import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { productInfo } from './config/product-info.js';
import { createTestDataDir } from './test/database.js';

const mainScript = new URL('./main.ts', import.meta.url).pathname;
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function temporaryDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'specwright-main-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs `node --import tsx main.ts` in an empty folder with only `env` (no inherited settings). */
function startMain(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', tsxLoader, mainScript], {
    cwd: temporaryDir(),
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  cleanups.push(() => child.kill('SIGKILL'));
  return child;
}

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

function outcomeOf(child: ChildProcess): Promise<Outcome> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

async function expectStartupFailure(env: Record<string, string>, message: string): Promise<void> {
  const outcome = await outcomeOf(startMain(env));
  expect(outcome.code).toBe(1);
  expect(outcome.stderr).toBe(`Specwright could not start: ${message}\n`);
}

async function listenOnFreePort(): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return server;
}

function portOf(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return address.port;
}

describe('main: startup failures print one line and exit 1', () => {
  it('malformed DATABASE_URL', async () => {
    await expectStartupFailure(
      { DATABASE_URL: 'mysql://app:hunter2@db/app' },
      'DATABASE_URL must be a postgres:// URL (got "mysql://***@db/app")',
    );
  });

  it('unreachable DATABASE_URL', async () => {
    await expectStartupFailure(
      { DATABASE_URL: 'postgres://app:hunter2@127.0.0.1:1/app', SECRET_KEY: 'k' },
      'Cannot connect to the database at postgres://127.0.0.1:1/app: ECONNREFUSED',
    );
  });

  it('DATA_DIR under a regular file', async () => {
    const file = join(temporaryDir(), 'a-file');
    writeFileSync(file, '');
    await expectStartupFailure(
      { DATA_DIR: join(file, 'sub') },
      `DATA_DIR ${join(file, 'sub')} is not writable (ENOTDIR)`,
    );
  });

  it('database directory held by another process', async () => {
    const dataDir = temporaryDir();
    writeFileSync(join(dataDir, 'db.lock'), String(process.pid));
    await expectStartupFailure(
      { DATA_DIR: dataDir },
      `The database in ${join(dataDir, 'db')} is in use by another process (pid ${process.pid}); stop it, or delete ${join(dataDir, 'db.lock')} if it is not running`,
    );
  });

  it('port already in use', async () => {
    const dataDir = createTestDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = portOf(await listenOnFreePort());
    await expectStartupFailure(
      { DATA_DIR: dataDir, PORT: String(port) },
      `Port ${port} is already in use. Set PORT to a free port.`,
    );
  });
});

describe('main: running', () => {
  it('logs one listening line, answers, and exits 0 on SIGTERM', async () => {
    const dataDir = createTestDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const blocker = await listenOnFreePort();
    const port = portOf(blocker);
    await new Promise((resolve) => blocker.close(resolve));

    const child = startMain({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    const outcome = outcomeOf(child);
    const listening = `Specwright ${productInfo().version} listening on http://localhost:${port} (database: pglite at ${join(dataDir, 'db')})`;
    await new Promise<void>((resolve) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (String(chunk).includes('listening on')) resolve();
      });
    });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    child.kill('SIGTERM');

    const { code, stdout, stderr } = await outcome;
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const messages = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).msg);
    expect(messages.filter((message) => String(message).includes('listening'))).toEqual([listening]);
    expect(messages).toContain('SIGTERM received; shutting down');
  }, 60_000); // tsx compiles the server on the fly: slow when the machine is busy
});
