import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const mainScript = new URL('../main.ts', import.meta.url).pathname;
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** The secret of testConfig: sessions made by an in-process test app hold on these servers too. */
const TEST_SECRET_KEY = 'test-secret-key-not-for-production';

export interface ServerChild {
  child: ChildProcess;
  port: number;
  base: string;
  /** Kills the process with SIGKILL (as a crash) and waits for it to end; removes its data folder. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The server (`main.ts` through tsx) as a child process on `databaseUrl`, once /api/health answers. */
export async function startServerChild(databaseUrl: string): Promise<ServerChild> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'specwright-child-'));
  const child = spawn(process.execPath, ['--conditions=source', '--import', tsxLoader, mainScript], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SECRET_KEY: TEST_SECRET_KEY,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, port, base, kill };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await kill();
  throw new Error(`The server on port ${port} did not start`);
}
