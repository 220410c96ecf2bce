import { readFileSync } from 'node:fs';
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

/** The complete lines the test apps of this run have logged so far. */
export function readTestLog(): string[] {
  const text = readFileSync(inject('testLogFile'), 'utf8');
  return text.split('\n').slice(0, -1);
}
