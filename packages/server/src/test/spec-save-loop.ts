/**
 * A child process for the kill -9 test of spec saves: opens the database given as its argument (a PGlite
 * directory or a PostgreSQL URL), keeps a spec of that many rows (the second argument), then saves one new row after another, printing
 * `ack <n> <version>` once each save has been acknowledged, until it is killed.
 */
import { randomUUID } from 'node:crypto';
import type { SavedSpec } from '@specwright/core';
import type { DatabaseConnection } from '../db/database.js';
import { openPgliteDatabase } from '../db/pglite.js';
import { openPostgresDatabase } from '../db/postgres.js';
import { user } from '../db/schema.js';
import { specsService } from '../specs/specs-service.js';

async function open(target: string): Promise<DatabaseConnection> {
  return target.startsWith('postgres') ? openPostgresDatabase(target) : openPgliteDatabase(target);
}

async function main(target: string, baseRows: number) {
  const { db } = await open(target);
  const userId = randomUUID();
  const saver = { id: userId, name: 'Saver' };
  await db.insert(user).values({ ...saver, email: `${userId}@example.com` });
  const spec: SavedSpec = {
    columns: [
      {
        field: 'description',
        headerName: 'Description',
        editable: true,
        editorType: 'textarea',
        align: 'left',
        width: 300,
        minWidth: 50,
        order: 0,
      },
    ],
    rows: Array.from({ length: baseRows }, (_, index) => ({
      id: `b${index + 1}`,
      rowOrder: index + 1,
      tempChangeStatus: 'unchanged' as const,
      description: `Base requirement ${index + 1}`,
    })),
  };
  const specs = specsService({ db });
  const created = await specs.create(saver, 'Kill test', spec);
  process.stdout.write(`spec ${created.id}\n`);
  let version = created.version;
  for (let n = 1; ; n++) {
    const row = { id: `e${n}`, rowOrder: baseRows + n, tempChangeStatus: 'unchanged' as const };
    const saved = await specs.patch(
      created.id,
      { version, upsert: [{ ...row, description: `Edit ${n}` }] },
      1e9,
      saver,
    );
    if (saved.kind !== 'saved') throw new Error(`Save ${n} was refused: ${saved.kind}`);
    version = saved.version;
    process.stdout.write(`ack ${n} ${version}\n`);
  }
}

const [target, baseRows] = process.argv.slice(2);
if (!target || !baseRows) throw new Error('Usage: spec-save-loop <pglite dir | postgres url> <rows>');
await main(target, Number(baseRows));
