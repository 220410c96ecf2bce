import { closeSync, openSync, readSync, statSync } from 'node:fs';
import pino from 'pino';
import { inject } from 'vitest';
import type { ServerLoggerOptions } from '../http/logging.js';

let destination: pino.DestinationStream | undefined;

/**
 * The logger of every test app: the server's JSON logger at debug level, appending to one file shared by
 * all test files of the run, which the global teardown searches for secrets (see log-secrets.ts).
 */
export function testLogger(): ServerLoggerOptions {
  destination ??= pino.destination({ dest: inject('testLogFile'), append: true, sync: true });
  return { level: 'debug', stream: destination };
}

/** Where the shared log ends now: give it to `readTestLog` to read only what is logged after this point. */
export function testLogEnd(): number {
  return statSync(inject('testLogFile')).size;
}

/**
 * The complete lines the test apps of this run have logged so far, from a byte offset (`testLogEnd()`
 * taken earlier) or from the start. The file is shared by every test file of the run, so a test that
 * checks what it logged itself reads from its own start, not the whole run's log.
 */
export function readTestLog(from = 0): string[] {
  const file = openSync(inject('testLogFile'), 'r');
  try {
    const length = Math.max(0, statSync(inject('testLogFile')).size - from);
    const bytes = Buffer.alloc(length);
    readSync(file, bytes, 0, length, from);
    return bytes.toString('utf8').split('\n').slice(0, -1);
  } finally {
    closeSync(file);
  }
}
