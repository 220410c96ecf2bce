import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../config/paths.js';
import { firstLineOf, StartupError } from '../startup/startup-error.js';
import type { DatabaseConnection, ExecuteSql } from './database.js';
import { PgliteThreadClient } from './pglite-thread-client.js';
import * as schema from './schema.js';

async function createPglite(dir: string): Promise<PgliteThreadClient> {
  if (statSync(dir, { throwIfNoEntry: false })?.isDirectory() === false) {
    throw new StartupError(`Cannot open the database in ${dir}: it is not a directory`);
  }
  try {
    mkdirSync(dirname(dir), { recursive: true });
    return await PgliteThreadClient.create(dir);
  } catch (error) {
    throw new StartupError(`Cannot open the database in ${dir}: ${firstLineOf(error)}`);
  }
}

/**
 * Opens (creating on first use) the embedded PGlite database in `dir` and applies pending migrations. PGlite runs
 * in a worker thread of its own (`pglite-thread-client.ts`): no statement or commit holds the event loop.
 */
export async function openPgliteDatabase(dir: string): Promise<DatabaseConnection> {
  const client = await createPglite(dir);
  // drizzle-orm/pglite calls only query() and transaction() of its client, which the thread client answers as PGlite.
  const db = drizzle({ client: client as unknown as PGlite, schema });
  try {
    await migrate(db, { migrationsFolder: migrationsDir });
  } catch (error) {
    await client.close();
    throw new StartupError(`Cannot migrate the database in ${dir}: ${firstLineOf(error)}`);
  }
  const executeSql: ExecuteSql = async (text, values) => {
    // PGlite's query() takes one statement; exec() runs several but takes no parameters.
    if (values && values.length > 0) return client.query(text, values);
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  return {
    db,
    kind: 'pglite',
    location: dir,
    executeSql,
    exclusively: (_name, work) => work(),
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, (payload) => handlers.message(payload));
      handlers.listening(true);
      return stop;
    },
    workingAndAnswering: (withinMs) => client.workingAndAnswering(withinMs),
    close: () => client.close(),
  };
}
