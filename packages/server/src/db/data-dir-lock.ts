import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { errorCode, StartupError } from '../startup/startup-error.js';

/** Lock files this process holds; a lock file naming our own pid but not listed here is stale. */
const heldLocks = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

function readLockOwner(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isNaN(pid) ? null : pid;
  } catch {
    return null;
  }
}

function isHeldByOther(lockFile: string): number | null {
  const owner = readLockOwner(lockFile);
  if (owner === null) return null;
  if (owner === process.pid) return heldLocks.has(lockFile) ? owner : null;
  return isRunning(owner) ? owner : null;
}

/**
 * PGlite does not stop two processes from opening the same directory (which would corrupt it), so we
 * keep a `<dir>.lock` file holding our pid while the database is open. Returns the release function.
 */
export function lockDataDirectory(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    const owner = isHeldByOther(lockFile);
    if (owner !== null) {
      throw new StartupError(
        `The database in ${dir} is in use by another process (pid ${owner}); stop it, or delete ${lockFile} if it is not running`,
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  heldLocks.add(lockFile);
  return () => {
    heldLocks.delete(lockFile);
    if (readLockOwner(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
}
