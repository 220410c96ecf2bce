import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** The drizzle database over our schema; the same type for PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * Raw SQL on the same connection, for pg-boss's `db` adapter: with `values`, one parameterised statement;
 * without, any number of statements (the result is the last one's).
 */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** What a listener of a notification channel (LISTEN/NOTIFY) is told. */
export interface NotificationHandlers {
  /** A notification's payload, in the order the database sent them. */
  message(payload: string): void;
  /**
   * false when the connection that listens is lost (notifications may be missed until it is back), true
   * once it listens (again).
   */
  listening(up: boolean): void;
}

/** An open, migrated database. `close()` ends the connection (and releases PGlite's data directory). */
export interface DatabaseConnection {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, for people: the PGlite directory or the PostgreSQL URL without credentials. */
  location: string;
  executeSql: ExecuteSql;
  /**
   * Runs `work` while holding the lock named `name`, shared by every server on the database (a PostgreSQL
   * advisory lock), e.g. for setup that two servers starting together must not do at the same time. The
   * embedded database has a single server, so there it simply runs `work`.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * Listens on `channel` (PostgreSQL's LISTEN; every server on the database is told of a NOTIFY once its
   * transaction commits). Resolves once listening, with the function that stops it.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /**
   * Whether the database is at work and answered a statement less than `withinMs` ago: alive, though a new
   * statement would wait its turn. Only the embedded database, one connection in one thread, says so.
   */
  workingAndAnswering?(withinMs: number): boolean;
  close(): Promise<void>;
}
