import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { ensureWritableDirectory } from '../startup/data-dir.js';
import { lockDataDirectory } from './data-dir-lock.js';
import type { DatabaseConnection } from './database.js';
import { recordDatabaseStart } from './meta-store.js';
import { openPgliteDatabase } from './pglite.js';
import { openPostgresDatabase } from './postgres.js';

export type { Database, DatabaseConnection, DatabaseKind } from './database.js';

async function openEmbeddedDatabase(dataDir: string): Promise<DatabaseConnection> {
  ensureWritableDirectory(dataDir);
  const dir = join(dataDir, 'db');
  const unlock = lockDataDirectory(dir);
  try {
    const connection = await openPgliteDatabase(dir);
    return {
      ...connection,
      close: async () => {
        await connection.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * Opens the configured database, migrated and ready: PostgreSQL at DATABASE_URL, else PGlite in
 * `${DATA_DIR}/db`, and records the server's start (unless `recordStart` is false, e.g. for the CLI).
 * Failures are StartupErrors with one-line messages.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>,
  { recordStart = true }: { recordStart?: boolean } = {},
): Promise<DatabaseConnection> {
  const connection = config.databaseUrl
    ? await openPostgresDatabase(config.databaseUrl)
    : await openEmbeddedDatabase(config.dataDir);
  try {
    if (recordStart) await recordDatabaseStart(connection.db);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return connection;
}
