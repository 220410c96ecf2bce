import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** The drizzle database over our schema; the same type for PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** An open, migrated database. `close()` ends the connection (and releases PGlite's data directory). */
export interface DatabaseConnection {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, for people: the PGlite directory or the PostgreSQL URL without credentials. */
  location: string;
  close(): Promise<void>;
}
