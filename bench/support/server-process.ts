/** Starting and stopping the built server (or another Node script) as a child process for benchmarks. */
import { type ChildProcess, spawn } from 'node:child_process';

export const serverScript = new URL('../../packages/server/dist/main.js', import.meta.url).pathname;

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Milliseconds from spawn until /api/health (or `readyPath`) answered. */
  startMs: number;
}

async function waitUntilAnswers(url: string, deadline: number, child: ChildProcess): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Runs `script` with `env` added (PORT set) and waits until `readyPath` answers 200. */
export async function startProcess(
  script: string,
  port: number,
  env: Record<string, string>,
  { args = [] as string[], readyPath = '/api/health' } = {},
): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [...args, script], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswers(`${base}${readyPath}`, Date.now() + 60_000, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, base, startMs: performance.now() - started };
}

/** The built server on `port` with `env` added (LOG_LEVEL warn unless `env` says otherwise). */
export function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  return startProcess(serverScript, port, { LOG_LEVEL: 'warn', DATABASE_URL: '', ...env });
}

export async function stopProcess({ child }: ServerProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
