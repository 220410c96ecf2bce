import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findSecretsInLog } from './log-secrets.js';
import { preparePgliteTemplate } from './pglite-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite database directory to copy (see createTestDataDir). */
    pgliteTemplateDir: string;
    /** The file every test app of this run writes its log to (see testLogger). */
    testLogFile: string;
  }
}

/** An empty file for the log of every test app of this run (see testLogger). */
function createTestLogFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'specwright-test-log-')), 'server.log');
  writeFileSync(file, '');
  return file;
}

export default async function setup(project: TestProject): Promise<() => void> {
  project.provide('pgliteTemplateDir', await preparePgliteTemplate());
  const logFile = createTestLogFile();
  project.provide('testLogFile', logFile);
  // After the whole run: the log of every test app holds no password, token or query parameter.
  return () => {
    const found = findSecretsInLog(readFileSync(logFile, 'utf8').split('\n'));
    if (found.length > 0) {
      // Vitest reports an error thrown here without failing the run: fail it through the exit code.
      console.error(`The server test log (${logFile}) contains secrets:\n${found.join('\n')}`);
      process.exitCode = 1;
      return;
    }
    rmSync(join(logFile, '..'), { recursive: true, force: true });
  };
}
