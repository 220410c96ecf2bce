import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import type { DatabaseConnection } from './database.js';

let database: DatabaseConnection;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
  await database.executeSql('create table thread_check (id int primary key, note text)');
});
afterAll(async () => {
  await database?.close();
});

/** The longest the event loop went without running a 5 ms timer while `work` ran, and how long `work` took. */
async function longestStall(work: () => Promise<unknown>): Promise<{ stall: number; took: number }> {
  let last = performance.now();
  let stall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last - 5);
    last = now;
  }, 5);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  stall = Math.max(stall, performance.now() - last - 5);
  return { stall, took: performance.now() - started };
}

/** The database error under drizzle's DrizzleQueryError, or the error itself. */
async function databaseError(work: Promise<unknown>): Promise<Record<string, unknown>> {
  const error = await work.then(
    () => expect.fail('expected a database error'),
    (failure: unknown) => failure as { cause?: unknown },
  );
  return ((error.cause as Record<string, unknown> | undefined) ?? error) as Record<string, unknown>;
}

async function notes(): Promise<unknown[]> {
  const { rows } = await database.executeSql('select note from thread_check order by id');
  return rows.map((row) => (row as { note: string }).note);
}

describe('PGlite in its worker thread', () => {
  it('runs a long statement without holding the event loop', { timeout: 60_000 }, async () => {
    const { stall, took } = await longestStall(() =>
      database.executeSql('select count(*), sum(length(md5(g::text))) from generate_series(1, 2000000) g'),
    );
    // In the server's thread the statement held the loop all along (stall ≈ took, 1.7–4.7 s here); in its own
    // thread the loop only waits for the scheduler, tens of ms on a loaded 2-core machine.
    expect(took).toBeGreaterThan(500);
    expect(stall).toBeLessThan(200);
  });

  it('keeps a database error’s code, constraint and detail across the thread', async () => {
    await database.executeSql("insert into thread_check values (1, 'one')");
    const error = await databaseError(database.db.execute(sql`insert into thread_check values (1, 'again')`));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'thread_check_pkey',
      severity: 'ERROR',
      detail: 'Key (id)=(1) already exists.',
    });
    expect(String(error.message)).toContain('duplicate key');
    // A value too deeply nested for the structured clone still reaches the database, as PGlite's text of it.
    let deep: unknown = {};
    for (let depth = 0; depth < 10_000; depth++) deep = { a: deep };
    const { rows } = await database.executeSql('select $1::text as value', [deep]);
    expect(rows).toEqual([{ value: '[object Object]' }]);
    const division = await databaseError(database.executeSql('select 1 / $1::int', [0]));
    expect(division.code).toBe('22012');
    await database.executeSql('delete from thread_check');
  });

  it('commits a transaction whose function resolves and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_check values (2, 'kept')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_check values (3, 'thrown away')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_check values (4, 'rolled back')`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    // A failed statement inside a transaction rolls it all back, its error code intact.
    const error = await databaseError(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_check values (5, 'before the failure')`);
        await tx.execute(sql`insert into thread_check values (2, 'duplicate')`);
      }),
    );
    expect(error.code).toBe('23505');
    expect(await notes()).toEqual(['kept']);
    await database.executeSql('delete from thread_check');
  });

  it('runs concurrent transactions one after the other', async () => {
    await database.executeSql("insert into thread_check values (10, '0')");
    const increment = () =>
      database.db.transaction(async (tx) => {
        const read = (await tx.execute(sql`select note from thread_check where id = 10`)) as unknown as {
          rows: Array<{ note: string }>;
        };
        await sleep(30);
        const next = Number(read.rows[0]?.note) + 1;
        await tx.execute(sql`update thread_check set note = ${String(next)} where id = 10`);
      });
    await Promise.all([increment(), increment(), increment(), database.executeSql('select 1')]);
    expect(await notes()).toEqual(['3']);
    await database.executeSql('delete from thread_check');
  });

  it('delivers notifications to listeners, after the commit', async () => {
    const received: string[] = [];
    let listening = false;
    const stop = await database.listen('thread_check_channel', {
      message: (payload) => received.push(payload),
      listening: (state) => {
        listening = state;
      },
    });
    expect(listening).toBe(true);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('thread_check_channel', 'in a transaction')`);
      await sleep(20);
      expect(received).toEqual([]);
    });
    await database.executeSql("notify thread_check_channel, 'plain'");
    await expect.poll(() => received).toEqual(['in a transaction', 'plain']);
    await stop();
    await database.executeSql("notify thread_check_channel, 'after stop'");
    await sleep(20);
    expect(received).toEqual(['in a transaction', 'plain']);
  });
});
