/**
 * Anonymous abuse: signed out, post a large async score analysis and cancel it at once, in a loop, for
 * BENCH_ANON_SECONDS (default 60) from one address, then as long again from a new address per request
 * (X-Forwarded-For, TRUST_PROXY on; IPv4 addresses and IPv6 ones in different /64 prefixes). The figure is
 * how much the built server's DATA_DIR (embedded database) grew, against the storage set aside for
 * signed-out work (ANONYMOUS_STORAGE_BYTES).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Benchmark, Figure } from './support/report.js';
import { startServer, stopProcess } from './support/server-process.js';

const port = 3931;
const seconds = Number(process.env.BENCH_ANON_SECONDS ?? 60);
const MB = 1024 * 1024;
const storageBudgetBytes = 256 * MB;
/** The longest requirement text a request may hold (MAX_REQUIREMENT_TEXT_LENGTH), and rows of one request. */
const textLength = 10_000;
const rows = 2_000;
/** Loops at once in the several-addresses round. */
const parallelLoops = 4;

/** Bytes the folder takes on disk (allocated blocks, like `du`). */
function diskUsage(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.blocks * 512;
  return readdirSync(path).reduce((sum, name) => sum + diskUsage(join(path, name)), stats.blocks * 512);
}

function requestBody(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ';
  const text = () => Array.from(randomBytes(textLength), (byte) => alphabet[byte % alphabet.length]).join('');
  const requirements = Array.from({ length: rows }, (_, i) => ({ id: `R${i + 1}`, description: text() }));
  return JSON.stringify({ analysis_id: 'abuse', filename: 'abuse.json', requirements });
}

interface Tally {
  stored: number;
  refused: number;
  /** Each distinct refusal message, printed once. */
  reasons: Set<string>;
}

interface StartAnswer {
  task_id?: string;
  message?: string;
}

async function postAndCancel(base: string, body: string, address: string | null, tally: Tally) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (address) headers['x-forwarded-for'] = address;
  // A refusal may answer and close the connection before the whole body is sent.
  const answer = await fetch(`${base}/api/analyze/score/async`, { method: 'POST', headers, body }).then(
    async (response) => ({ status: response.status, ...((await response.json()) as StartAnswer) }),
    (error: unknown): StartAnswer & { status: number } => ({ status: 0, message: String(error) }),
  );
  if (!answer.task_id) {
    tally.refused++;
    const reason = `${answer.status} ${answer.message}`;
    if (!tally.reasons.has(reason)) console.log(`refused: ${reason}`);
    tally.reasons.add(reason);
    return;
  }
  tally.stored++;
  const cancelHeaders: Record<string, string> = address ? { 'x-forwarded-for': address } : {};
  const cancel = `${base}/api/analyze/score/cancel/${answer.task_id}`;
  const cancelled = await fetch(cancel, { method: 'DELETE', headers: cancelHeaders });
  if (!cancelled.ok) throw new Error(`The cancel answered ${cancelled.status}: ${await cancelled.text()}`);
}

async function loop(deadline: number, send: () => Promise<void>): Promise<void> {
  while (Date.now() < deadline) await send();
}

function addressOf(n: number): string {
  return n % 2 === 0
    ? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
    : `2001:db8:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`;
}

export const benchmark: Benchmark = {
  name: `server: anonymous abuse, ${rows.toLocaleString('en')} rows × ${textLength.toLocaleString('en')} characters posted and cancelled for ${seconds} s (embedded database)`,
  async run(): Promise<Figure[]> {
    const dataDir = mkdtempSync(join(tmpdir(), 'specwright-bench-abuse-'));
    const server = await startServer(port, {
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      ANONYMOUS_STORAGE_BYTES: String(storageBudgetBytes),
    });
    try {
      const body = requestBody();
      const before = diskUsage(dataDir);
      const one: Tally = { stored: 0, refused: 0, reasons: new Set() };
      await loop(Date.now() + seconds * 1000, () => postAndCancel(server.base, body, null, one));
      const afterOne = diskUsage(dataDir);
      const many: Tally = { stored: 0, refused: 0, reasons: new Set() };
      let next = 0;
      const deadline = Date.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: parallelLoops }, () =>
          loop(deadline, () => postAndCancel(server.base, body, addressOf(next++), many)),
        ),
      );
      const afterMany = diskUsage(dataDir);
      const sent = (body.length / MB).toFixed(0);
      return [
        {
          label: `one address: DATA_DIR growth (${one.stored} × ${sent} MB stored, ${one.refused} refused)`,
          value: (afterOne - before) / MB,
          unit: 'MB',
          budget: storageBudgetBytes / MB,
        },
        {
          label: `new address each request: DATA_DIR growth, both rounds (${many.stored} stored, ${many.refused} refused)`,
          value: (afterMany - before) / MB,
          unit: 'MB',
          budget: storageBudgetBytes / MB,
        },
      ];
    } finally {
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
