import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupError } from '../startup/startup-error.js';
import { createEmptyPostgresDatabase, createTestDataDir, testDatabaseUrl } from '../test/database.js';
import { openDatabase } from './client.js';
import { readMetaValue } from './meta-store.js';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function pgliteDataDir(): string {
  const dataDir = createTestDataDir();
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

async function expectReopenKeepsData(config: { dataDir: string; databaseUrl: string | null }) {
  const first = await openDatabase(config);
  const firstStartedAt = await readMetaValue(first.db, 'first_started_at');
  expect(firstStartedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect(await readMetaValue(first.db, 'last_started_at')).toBe(firstStartedAt);
  await first.close();

  const second = await openDatabase(config);
  expect(await readMetaValue(second.db, 'first_started_at')).toBe(firstStartedAt);
  expect(await readMetaValue(second.db, 'last_started_at')).not.toBe(firstStartedAt);
  await second.close();
}

describe('openDatabase with PGlite', () => {
  it('migrates, records the start, and keeps the data across a reopen', async () => {
    await expectReopenKeepsData({ dataDir: pgliteDataDir(), databaseUrl: null });
  });

  it('refuses a data directory another open database holds', async () => {
    const dataDir = pgliteDataDir();
    const open = await openDatabase({ dataDir, databaseUrl: null });
    cleanups.push(() => open.close());
    await expect(openDatabase({ dataDir, databaseUrl: null })).rejects.toThrow(
      `The database in ${join(dataDir, 'db')} is in use by another process (pid ${process.pid})`,
    );
  });

  it('takes over the lock of a process that is gone', async () => {
    const dataDir = pgliteDataDir();
    writeFileSync(join(dataDir, 'db.lock'), '999999999');
    const connection = await openDatabase({ dataDir, databaseUrl: null });
    await connection.close();
  });

  it('reports a DATA_DIR it cannot write to in one line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'specwright-client-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'file'), '');
    const dataDir = join(dir, 'file', 'sub');
    await expect(openDatabase({ dataDir, databaseUrl: null })).rejects.toThrow(
      new StartupError(`DATA_DIR ${dataDir} is not writable (ENOTDIR)`),
    );
  });
});

describe('openDatabase with PostgreSQL', () => {
  it('reports an unreachable server in one line without credentials', async () => {
    const failure = openDatabase({
      dataDir: '/unused',
      databaseUrl: 'postgres://app:hunter2@127.0.0.1:1/specs',
    });
    await expect(failure).rejects.toThrow(
      new StartupError('Cannot connect to the database at postgres://127.0.0.1:1/specs: ECONNREFUSED'),
    );
  });

  it.runIf(testDatabaseUrl)('migrates idempotently and keeps the data across a reopen', async () => {
    const database = await createEmptyPostgresDatabase(testDatabaseUrl ?? '');
    cleanups.push(() => database.drop());
    await expectReopenKeepsData({ dataDir: '/unused', databaseUrl: database.url });
  });

  it.runIf(testDatabaseUrl)('migrates a new database opened by several servers at once', async () => {
    const database = await createEmptyPostgresDatabase(testDatabaseUrl ?? '');
    cleanups.push(() => database.drop());
    const config = { dataDir: '/unused', databaseUrl: database.url };
    const connections = await Promise.all([1, 2, 3].map(() => openDatabase(config)));
    for (const connection of connections) {
      cleanups.push(() => connection.close());
      expect(await readMetaValue(connection.db, 'first_started_at')).toMatch(/^\d{4}-/);
    }
  });

  it.runIf(testDatabaseUrl)('names a database that does not exist', async () => {
    const url = new URL(testDatabaseUrl ?? '');
    url.pathname = '/sw_test_missing_database';
    await expect(openDatabase({ dataDir: '/unused', databaseUrl: url.toString() })).rejects.toThrow(
      /^Cannot connect to the database at postgres:\/\/.+\/sw_test_missing_database: database "sw_test_missing_database" does not exist$/,
    );
  });
});
