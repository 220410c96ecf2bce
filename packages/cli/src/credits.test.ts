import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../../server/src/db/pglite.js';
import { buildTestApp } from '../../server/src/test/app.js';
import { signUpNewUser } from '../../server/src/test/auth-client.js';
import { createTestDataDir, testDatabaseUrl } from '../../server/src/test/database.js';
import { creditsCommand } from './credits.js';

const run = promisify(execFile);
const repositoryRoot = join(import.meta.dirname, '../../..');

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (text: string) => out.push(text), err: (text: string) => err.push(text) }, out, err };
}

/** A PGlite DATA_DIR (copied template) holding one signed-up user; the database is closed again. */
async function dataDirWithUser(): Promise<{ dataDir: string; email: string }> {
  const dataDir = createTestDataDir();
  const connection = await openPgliteDatabase(join(dataDir, 'db'));
  const app = await buildTestApp(connection);
  const { email } = await signUpNewUser(app, 'customer');
  await app.close();
  await connection.close();
  return { dataDir, email };
}

describe('specwright credits grant', () => {
  it('adds credits and prints the new balance; explains a bad number or an unknown email', async () => {
    const { dataDir, email } = await dataDirWithUser();
    const env = { DATA_DIR: dataDir, SECRET_KEY: 'test-secret-key-not-for-production' };
    try {
      const granted = capture();
      expect(
        await creditsCommand(['grant', email, '25', '--reason', 'top-up request'], granted.io, env),
      ).toBe(0);
      expect(granted.out).toEqual([`Granted 25 credits to ${email}. New balance: 125.\n`]);

      const unknown = capture();
      expect(await creditsCommand(['grant', 'nobody@example.com', '5'], unknown.io, env)).toBe(1);
      expect(unknown.err).toEqual(['No user found with the email address nobody@example.com.']);

      for (const amount of ['ten', '0', '-3', '2.5', '99999999999']) {
        const bad = capture();
        expect(await creditsCommand(['grant', email, amount], bad.io, env)).toBe(2);
        expect(bad.err[0]).toBe(
          `The number of credits must be a whole number from 1 to 1000000000, not "${amount}".`,
        );
      }
      const usage = capture();
      expect(await creditsCommand(['grant', email], usage.io, env)).toBe(2);
      expect(usage.err[0]).toContain('Usage: specwright credits grant <email> <credits>');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('runs as a command', async () => {
    const { dataDir, email } = await dataDirWithUser();
    try {
      const { stdout } = await run(
        process.execPath,
        [
          '--conditions=source',
          '--import',
          'tsx',
          'packages/cli/src/main.ts',
          'credits',
          'grant',
          email,
          '7',
        ],
        {
          cwd: repositoryRoot,
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            DATABASE_URL: '',
            SECRET_KEY: 'test-secret-key-not-for-production',
          },
        },
      );
      expect(stdout).toBe(`Granted 7 credits to ${email}. New balance: 107.\n`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it.runIf(testDatabaseUrl)('grants in a PostgreSQL database too', async () => {
    const { createTestDatabase } = await import('../../server/src/test/database.js');
    const database = await createTestDatabase('postgres');
    try {
      const app = await buildTestApp(database);
      const { email } = await signUpNewUser(app, 'pg-customer');
      await app.close();
      const databaseUrl = new URL(testDatabaseUrl ?? '');
      databaseUrl.pathname = new URL(database.location).pathname;
      const granted = capture();
      const env = { DATABASE_URL: databaseUrl.toString(), SECRET_KEY: 'test-secret-key-not-for-production' };
      expect(await creditsCommand(['grant', email, '3'], granted.io, env)).toBe(0);
      expect(granted.out).toEqual([`Granted 3 credits to ${email}. New balance: 103.\n`]);
    } finally {
      await database.close();
    }
  });
});
