import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode, firstLineOf, StartupError } from './startup-error.js';

/** Creates `dir` when needed and proves a file can be written in it; throws a one-line StartupError if not. */
export function ensureWritableDirectory(dir: string, variableName = 'DATA_DIR'): void {
  const probe = join(dir, `.write-test-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (error) {
    const reason = errorCode(error) ?? firstLineOf(error);
    throw new StartupError(`${variableName} ${dir} is not writable (${reason})`);
  }
}
