import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../db/pglite.js';
import { openPostgresDatabase } from '../db/postgres.js';
import {
  createEmptyPostgresDatabase,
  createTestDataDir,
  testDatabaseKinds,
  testDatabaseUrl,
} from '../test/database.js';
import { specsService } from './specs-service.js';

const loopScript = new URL('../test/spec-save-loop.ts', import.meta.url).pathname;
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const ACKS_BEFORE_KILL = 25;
/** Rows of the spec before the saves start: enough that a save is not instantaneous. */
const SAVE_LOOP_BASE_ROWS = 500;

interface Killed {
  specId: string;
  lastAck: number;
  lastVersion: number;
}

/** Runs the save loop on `target` and kills it (SIGKILL) while it saves, after some acknowledged saves. */
function saveThenKill(target: string): Promise<Killed> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', tsxLoader, loopScript, target, String(SAVE_LOOP_BASE_ROWS)],
    {
      env: { PATH: process.env.PATH ?? '' },
    },
  );
  return new Promise((resolve, reject) => {
    let specId = '';
    let lastAck = 0;
    let lastVersion = 0;
    let buffered = '';
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.stdout.on('data', (chunk) => {
      buffered += String(chunk);
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const [word, first, second] = line.split(' ');
        if (word === 'spec') specId = first ?? '';
        if (word === 'ack') {
          lastAck = Number(first);
          lastVersion = Number(second);
        }
      }
      if (lastAck >= ACKS_BEFORE_KILL && child.exitCode === null && !child.killed) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve({ specId, lastAck, lastVersion });
      else reject(new Error(`The save loop ended by itself (${code}): ${stderr}`));
    });
  });
}

describe('a kill -9 during a save', () => {
  for (const kind of testDatabaseKinds()) {
    it(`loses no acknowledged save (${kind})`, { timeout: 120_000 }, async () => {
      let target: string;
      let cleanup: () => Promise<void>;
      if (kind === 'pglite') {
        const dataDir = createTestDataDir();
        target = join(dataDir, 'db');
        cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
      } else {
        const database = await createEmptyPostgresDatabase(testDatabaseUrl ?? '');
        target = database.url;
        cleanup = database.drop;
      }
      try {
        const killed = await saveThenKill(target);
        expect(killed.lastAck).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
        const connection =
          kind === 'pglite' ? await openPgliteDatabase(target) : await openPostgresDatabase(target);
        try {
          const loaded = await specsService({ db: connection.db }).load(killed.specId);
          if (!loaded) throw new Error('The spec is gone');
          // Every acknowledged save is there; a save in flight when killed is there whole or not at all.
          expect(loaded.version).toBeGreaterThanOrEqual(killed.lastVersion);
          const edits = loaded.file.data.slice(SAVE_LOOP_BASE_ROWS);
          expect(edits.length).toBe(loaded.version - 1);
          expect(edits.map((row) => [row.id, row.description])).toEqual(
            edits.map((_, index) => [`e${index + 1}`, `Edit ${index + 1}`]),
          );
        } finally {
          await connection.close();
        }
      } finally {
        await cleanup();
      }
    });
  }
});
