import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { DatabaseConnection, DatabaseKind } from '../db/client.js';
import { openPgliteDatabase } from '../db/pglite.js';
import { openPostgresDatabase } from '../db/postgres.js';

/** PostgreSQL server for tests (e.g. postgres://postgres@127.0.0.1:5432/postgres); unset → PGlite only. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** The databases the suites run against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): DatabaseKind[] {
  return testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh temp DATA_DIR whose `db/` is a copy of the migrated template. Remove it when done. */
export function createTestDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'specwright-test-'));
  cpSync(inject('pgliteTemplateDir'), join(dataDir, 'db'), { recursive: true });
  return dataDir;
}

async function createPgliteTestDatabase(): Promise<DatabaseConnection> {
  const dataDir = createTestDataDir();
  const connection = await openPgliteDatabase(join(dataDir, 'db'));
  return {
    ...connection,
    close: async () => {
      await connection.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface PostgresTestDatabase {
  /** URL of the new, empty database (not migrated). */
  url: string;
  drop(): Promise<void>;
}

/** Creates a uniquely named, empty database (`sw_test_<random>`) on the TEST_DATABASE_URL server. */
export async function createEmptyPostgresDatabase(serverUrl: string): Promise<PostgresTestDatabase> {
  const name = `sw_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function createPostgresTestDatabase(serverUrl: string): Promise<DatabaseConnection> {
  const database = await createEmptyPostgresDatabase(serverUrl);
  try {
    const connection = await openPostgresDatabase(database.url);
    return {
      ...connection,
      close: async () => {
        await connection.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** A fresh migrated database of the given kind, deleted by `close()`. */
export async function createTestDatabase(kind: DatabaseKind = 'pglite'): Promise<DatabaseConnection> {
  if (kind === 'pglite') return createPgliteTestDatabase();
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  return createPostgresTestDatabase(testDatabaseUrl);
}

/**
 * Runs `suite` once per test database kind (see testDatabaseKinds), each with its own fresh database
 * created before the suite's tests and deleted after. `suite` receives a getter for the open database:
 *
 *   describeEachDatabase('health', (database) => {
 *     it('answers', async () => { const app = await buildTestApp(database()); … });
 *   });
 */
export function describeEachDatabase(
  name: string,
  suite: (database: () => DatabaseConnection) => void,
): void {
  for (const kind of testDatabaseKinds()) {
    describe(`${name} (${kind})`, () => {
      let connection: DatabaseConnection | undefined;
      beforeAll(async () => {
        connection = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await connection?.close();
      });
      suite(() => {
        if (!connection) throw new Error(`The ${kind} test database is not open yet; use it inside a test.`);
        return connection;
      });
    });
  }
}
