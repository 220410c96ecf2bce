import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../config/paths.js';
import { databaseUrlForDisplay } from '../http/redaction.js';
import { connectionFailureReason, firstLineOf, StartupError } from '../startup/startup-error.js';
import type { DatabaseConnection, ExecuteSql } from './database.js';
import { listenOnPostgres } from './postgres-listener.js';
import * as schema from './schema.js';

/**
 * Runs `work` on one connection of the pool while it holds the session-level advisory lock named `name`
 * (servers sharing the database wait for each other).
 */
async function withAdvisoryLock<T>(
  pool: pg.Pool,
  name: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  const key = `specwright:${name}`;
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]);
    }
  } finally {
    client.release();
  }
}

/**
 * Applies pending migrations under an advisory lock, so servers started together on a new database
 * migrate one after the other (the later ones find nothing left to do) instead of racing to create the
 * same tables.
 */
function migrateUnderLock(pool: pg.Pool): Promise<void> {
  return withAdvisoryLock(pool, 'migrations', (client) =>
    migrate(drizzle({ client, schema }), { migrationsFolder: migrationsDir }),
  );
}

/**
 * Connections each server keeps to PostgreSQL. Queries are short (a few rows by index), so a handful per
 * core keeps the CPU busy; more only queue inside the database and count against its max_connections (100
 * by default) shared by every server behind the load balancer. The job queue uses the same pool.
 */
export const POSTGRES_POOL_SIZE = 16;

/** Connects to PostgreSQL at `databaseUrl` (checking the connection first) and applies pending migrations. */
export async function openPostgresDatabase(databaseUrl: string): Promise<DatabaseConnection> {
  const location = databaseUrlForDisplay(databaseUrl);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 10_000,
    max: POSTGRES_POOL_SIZE,
    idleTimeoutMillis: 30_000,
  });
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
    await migrateUnderLock(pool);
  } catch (error) {
    await pool.end();
    throw new StartupError(`Cannot migrate the database at ${location}: ${firstLineOf(error)}`);
  }
  const executeSql: ExecuteSql = async (text, values) => {
    // Without values node-postgres uses the simple protocol, which answers a list for several statements.
    const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
    return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
  };
  return {
    db,
    kind: 'postgres',
    location,
    executeSql,
    exclusively: (name, work) => withAdvisoryLock(pool, name, () => work()),
    listen: (channel, handlers) => listenOnPostgres(databaseUrl, channel, handlers),
    close: () => pool.end(),
  };
}
