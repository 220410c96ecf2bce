import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import { databaseUrlForDisplay } from '../redaction.js';
import { errorCode, firstLineOf, StartupError } from '../startup-error.js';
import type { DatabaseConnection, ExecuteSql } from './database.js';
import * as schema from './schema.js';

/** A system error code (ECONNREFUSED) when there is one, else PostgreSQL's own message. */
function connectionFailureReason(error: unknown): string {
  const code = errorCode(error);
  return code && /^E[A-Z]+$/.test(code) ? code : firstLineOf(error);
}

/** Connects to PostgreSQL at `databaseUrl` (checking the connection first) and applies pending migrations. */
export async function openPostgresDatabase(databaseUrl: string): Promise<DatabaseConnection> {
  const location = databaseUrlForDisplay(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  // A broken idle connection is dropped by the pool and the next query reconnects; without a listener
  // the 'error' event would end the process.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw new StartupError(
      `Cannot connect to the database at ${location}: ${connectionFailureReason(error)}`,
    );
  }
  try {
    await migrate(db, { migrationsFolder: migrationsDir });
  } catch (error) {
    await pool.end();
    throw new StartupError(`Cannot migrate the database at ${location}: ${firstLineOf(error)}`);
  }
  const executeSql: ExecuteSql = async (text, values) => {
    // Without values node-postgres uses the simple protocol, which answers a list for several statements.
    const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
    return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
  };
  return { db, kind: 'postgres', location, executeSql, close: () => pool.end() };
}
