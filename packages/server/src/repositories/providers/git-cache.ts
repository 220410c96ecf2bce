import { createHash } from 'node:crypto';
import { lstat, readdir, rm, utimes } from 'node:fs/promises';
import { join } from 'node:path';

/** The default bound of the clone cache: older clones are removed beyond it. */
export const DEFAULT_GIT_CACHE_BYTES = 500 * 1024 * 1024;

/** The cache folder of one repository URL (a hash, so the URL never appears on disk as a name). */
export function gitCacheFolder(cacheDir: string, url: string): string {
  return join(cacheDir, createHash('sha256').update(url).digest('hex').slice(0, 32));
}

/** The tail of each folder's queue: operations on one clone run one after another. */
const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `operation` after every earlier operation on `folder` has finished, so two requests never
 * fetch into, write to or push from the same clone at once.
 */
export function inGitCacheFolder<T>(folder: string, operation: () => Promise<T>): Promise<T> {
  const previous = queues.get(folder) ?? Promise.resolve();
  const run = previous.then(operation, operation);
  const tail = run.catch(() => undefined);
  queues.set(folder, tail);
  void tail.then(() => {
    if (queues.get(folder) === tail) queues.delete(folder);
  });
  return run;
}

/** Marks a clone as just used: its folder's modification time orders the least recently used. */
export async function touchGitCacheFolder(folder: string): Promise<void> {
  const now = new Date();
  await utimes(folder, now, now);
}

async function folderBytes(path: string): Promise<number> {
  const info = await lstat(path);
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const name of await readdir(path)) total += await folderBytes(join(path, name));
  return total;
}

/**
 * Removes the least recently used clone folders of `cacheDir` until the rest fit in `maxBytes`.
 * A folder with an operation running or queued is never removed.
 */
export async function pruneGitCache(cacheDir: string, maxBytes = DEFAULT_GIT_CACHE_BYTES): Promise<string[]> {
  const folders: { path: string; used: number; bytes: number }[] = [];
  for (const entry of await readdir(cacheDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(cacheDir, entry.name);
    const info = await lstat(path);
    folders.push({ path, used: info.mtimeMs, bytes: await folderBytes(path) });
  }
  folders.sort((a, b) => b.used - a.used);
  const removed: string[] = [];
  let total = 0;
  for (const folder of folders) {
    total += folder.bytes;
    if (total <= maxBytes || queues.has(folder.path)) continue;
    await rm(folder.path, { recursive: true, force: true });
    total -= folder.bytes;
    removed.push(folder.path);
  }
  return removed;
}
