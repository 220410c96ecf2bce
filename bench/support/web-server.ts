/** Starts the built server (as `npm start` does) on its own port and data folder, for browser benchmarks. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const mainScript = new URL('../../packages/server/dist/main.js', import.meta.url).pathname;

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function isListening(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function waitForHealth(baseUrl: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (await isListening(baseUrl)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server did not become healthy in time');
}

/** `webDistDir` defaults to the server's own (packages/web/dist); BENCH_WEB_DIST_DIR overrides it. */
export async function startWebServer(
  port: number,
  webDistDir = process.env.BENCH_WEB_DIST_DIR,
): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await isListening(baseUrl)) throw new Error(`port ${port} is already in use`);
  const dataDir = mkdtempSync(join(tmpdir(), 'specwright-bench-web-'));
  const child: ChildProcess = spawn(process.execPath, [mainScript], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, Date.now() + 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
