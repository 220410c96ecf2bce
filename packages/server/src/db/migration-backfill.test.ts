import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsDir } from '../config/paths.js';
import { createEmptyPostgresDatabase, testDatabaseUrl } from '../test/database.js';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A copy of the migrations folder whose journal stops before migration `index`. */
function migrationsBefore(index: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'specwright-migrations-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(migrationsDir, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** A database to migrate step by step and to query with plain SQL. */
interface MigratingDatabase {
  migrateWith(folder: string): Promise<void>;
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
}

async function pgliteDatabase(): Promise<MigratingDatabase> {
  const client = new PGlite();
  cleanups.push(() => client.close());
  const db = drizzle({ client });
  return {
    migrateWith: (folder) => migrate(db, { migrationsFolder: folder }),
    exec: async (sql) => void (await client.exec(sql)),
    rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
  };
}

async function postgresDatabase(serverUrl: string): Promise<MigratingDatabase> {
  const database = await createEmptyPostgresDatabase(serverUrl);
  cleanups.push(() => database.drop());
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  cleanups.push(() => pool.end());
  const db = drizzlePg({ client: pool });
  return {
    migrateWith: (folder) => migratePg(db, { migrationsFolder: folder }),
    exec: async (sql) => void (await pool.query(sql)),
    rows: async <T>(sql: string) => (await pool.query(sql)).rows as T[],
  };
}

async function expectBackfilledAndKept(database: MigratingDatabase) {
  await database.migrateWith(migrationsBefore(10));
  await database.exec(`
    INSERT INTO "user" (id, name, email) VALUES ('u1', 'Ada', 'ada@example.com');
    INSERT INTO specs (id, user_id, title, data) VALUES
      ('00000000-0000-4000-8000-000000000001', 'u1', 'Scored', '{"columns":[]}'),
      ('00000000-0000-4000-8000-000000000002', 'u1', 'Empty', '{"columns":[]}');
    INSERT INTO spec_rows (spec_id, row_id, position, data) VALUES
      ('00000000-0000-4000-8000-000000000001', 'r1', 1, '{"id":"r1","score":80}'),
      ('00000000-0000-4000-8000-000000000001', 'r2', 2, '{"id":"r2","score":" 60 ","this_is_a":"requirement"}'),
      ('00000000-0000-4000-8000-000000000001', 'r3', 3, '{"id":"r3"}'),
      ('00000000-0000-4000-8000-000000000001', 'h1', 4, '{"id":"h1","score":10,"this_is_a":"chapter"}'),
      ('00000000-0000-4000-8000-000000000001', 'r4', 5, '{"id":"r4","score":"n/a"}');
  `);
  await database.migrateWith(migrationsDir);

  const tallies = await database.rows<{ title: string; requirements: number; sum: string; scored: number }>(
    `SELECT title, requirement_count AS requirements, score_sum::text AS sum, score_count AS scored
     FROM specs ORDER BY title`,
  );
  expect(tallies).toEqual([
    { title: 'Empty', requirements: 0, sum: '0', scored: 0 },
    { title: 'Scored', requirements: 4, sum: '140', scored: 2 },
  ]);

  // From then on the triggers keep them.
  await database.exec(`
    INSERT INTO spec_rows (spec_id, row_id, position, data)
      VALUES ('00000000-0000-4000-8000-000000000002', 'n1', 1, '{"id":"n1","score":35}');
    DELETE FROM spec_rows WHERE row_id = 'r1';
  `);
  const after = await database.rows<{ title: string; requirements: number; sum: string }>(
    'SELECT title, requirement_count AS requirements, score_sum::text AS sum FROM specs ORDER BY title',
  );
  expect(after).toEqual([
    { title: 'Empty', requirements: 1, sum: '35' },
    { title: 'Scored', requirements: 3, sum: '60' },
  ]);
}

describe('migration 0010 on specs saved before it', () => {
  it('fills their requirement counts and score sums on PGlite, and the triggers keep them', async () => {
    await expectBackfilledAndKept(await pgliteDatabase());
  });

  it.runIf(testDatabaseUrl)('does the same on PostgreSQL', async () => {
    await expectBackfilledAndKept(await postgresDatabase(testDatabaseUrl ?? ''));
  });
});
