/** A whole child process timed from outside: wall time and the CPU time (user + system) it and its children used. */
import { spawnSync } from 'node:child_process';

export interface ProcessTiming {
  wallMs: number;
  cpuMs: number;
}

const TIMEOUT_S = 120;

function seconds(field: string): number {
  const match = /^(\d+)m([\d.]+)s$/.exec(field);
  if (!match) throw new Error(`unexpected time "${field}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Runs `node args…` with its output discarded, killed after two minutes so a benchmark never hangs. The CPU time
 * comes from bash's `times` (the children's user and system time), start-up included.
 */
export function timeNodeProcess(args: readonly string[], cwd: string): ProcessTiming {
  const quoted = [process.execPath, ...args].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  const script = `timeout -s KILL ${TIMEOUT_S} ${quoted} > /dev/null || exit $?; times`;
  const started = performance.now();
  const result = spawnSync('bash', ['-c', script], {
    cwd,
    encoding: 'utf8',
    timeout: (TIMEOUT_S + 10) * 1000,
    killSignal: 'SIGKILL',
  });
  const wallMs = performance.now() - started;
  if (result.status !== 0) {
    throw new Error(
      `${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr.slice(0, 500)}`,
    );
  }
  const children = result.stdout.trim().split('\n').at(-1)?.split(' ') ?? [];
  const cpuMs = (seconds(children[0] ?? '') + seconds(children[1] ?? '')) * 1000;
  return { wallMs, cpuMs };
}
