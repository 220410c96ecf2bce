import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureWritableDirectory } from '../startup/data-dir.js';
import { errorCode, firstLineOf, StartupError } from '../startup/startup-error.js';

function readExistingKey(path: string): string | null {
  try {
    const key = readFileSync(path, 'utf8').trim();
    return key === '' ? null : key;
  } catch (error) {
    const code = errorCode(error);
    // ENOTDIR: DATA_DIR is under a file; ensureWritableDirectory reports that in the caller's words.
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw new StartupError(`Cannot read the secret key in ${path} (${code ?? firstLineOf(error)})`);
  }
}

/**
 * The secret key stored in `${dataDir}/secret-key`, generated (32 random bytes, hex, file mode 0600) the
 * first time so sessions survive restarts without the operator having to choose one.
 */
export function loadOrCreateSecretKey(dataDir: string): string {
  const path = join(dataDir, 'secret-key');
  const existing = readExistingKey(path);
  if (existing !== null) return existing;
  ensureWritableDirectory(dataDir);
  const key = randomBytes(32).toString('hex');
  writeFileSync(path, `${key}\n`, { mode: 0o600 });
  return key;
}
