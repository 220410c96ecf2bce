import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { analysisQueueNames, analysisSchedules } from '../analysis/jobs/analysis-jobs.js';
import { createJobQueue } from '../analysis/jobs/job-queue.js';
import { migrationsDir, repositoryRootDir } from '../config/paths.js';
import type { DatabaseConnection } from '../db/database.js';
import { openPgliteDatabase } from '../db/pglite.js';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Changes whenever a migration, the PGlite or pg-boss version changes, so a stale template is never reused. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(repositoryRootDir, 'node_modules/@electric-sql/pglite/package.json')));
  hash.update(readFileSync(join(repositoryRootDir, 'node_modules/pg-boss/package.json')));
  hash.update(JSON.stringify([analysisQueueNames, analysisSchedules]));
  for (const file of listFiles(migrationsDir)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** pg-boss's schema, the app's queues and schedules, which every app sets up when it starts (≈2 s on a new PGlite). */
async function installJobQueue(connection: DatabaseConnection): Promise<void> {
  const queue = createJobQueue({
    executeSql: connection.executeSql,
    log: pino({ enabled: false }),
    handlers: Object.fromEntries(analysisQueueNames.map((name) => [name, async () => {}])),
    schedules: analysisSchedules,
  });
  await queue.start();
  await queue.stop();
}

/**
 * A migrated PGlite data directory (with pg-boss installed) that tests copy instead of initialising their own (the first open of
 * a PGlite directory takes ≈5 s, opening a copy ≈0.7 s). Kept in the OS temp folder across runs, keyed by
 * the migrations. Returns the path of the database directory.
 */
export async function preparePgliteTemplate(): Promise<string> {
  const templateDir = join(tmpdir(), `specwright-pglite-template-${templateKey()}`);
  const readyMarker = join(templateDir, 'ready');
  if (existsSync(readyMarker)) return join(templateDir, 'db');

  const buildDir = `${templateDir}.building-${process.pid}`;
  rmSync(buildDir, { recursive: true, force: true });
  const connection = await openPgliteDatabase(join(buildDir, 'db'));
  await installJobQueue(connection);
  await connection.close();
  writeFileSync(join(buildDir, 'ready'), new Date().toISOString());
  rmSync(templateDir, { recursive: true, force: true });
  try {
    renameSync(buildDir, templateDir);
  } catch {
    // Another test run finished the same template first; use theirs.
    rmSync(buildDir, { recursive: true, force: true });
  }
  return join(templateDir, 'db');
}
