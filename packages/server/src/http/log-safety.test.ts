import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { App } from '../app.js';
import { user, verification } from '../db/schema.js';
import { buildTestApp } from '../test/app.js';
import { TestClient, uniqueEmail } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { readTestLog, testLogEnd } from '../test/log-capture.js';
import { findSecretsInLog } from '../test/log-secrets.js';

/** Looks like a log line of its own once printed raw; a JSON logger keeps it inside one string. */
const forgedLine = '\n{"level":30,"msg":"forged by a client"}';

describe('findSecretsInLog', () => {
  it('finds passwords, reset links and tokens, query parameters and session tokens', () => {
    const kinds = (line: string) => findSecretsInLog([line]).map((found) => found.split(':')[0]);
    expect(kinds('{"msg":"correct horse battery"}')).toEqual(['a password used by the tests']);
    expect(kinds('{"msg":"open /?reset-token=abc"}')).toEqual(['a password reset link']);
    expect(kinds('{"err":{"params":["x"]}}')).toEqual(['the parameters of a query']);
    expect(kinds('{"msg":"Failed query: x\\nparams: a@b.c"}')).toEqual(['the parameters of a query']);
    expect(kinds('{"msg":"specwright.session_token=abc"}')).toEqual(['a session token']);
    expect(kinds('{"url":"/api/project/repository/tree?url=x&access_token=ghp_1"}')).toEqual([
      'an access token in a query string',
    ]);
    expect(kinds('{"url":"/api/project/repository/tree?url=x&access_token=[REDACTED]"}')).toEqual([]);
    expect(kinds('{"url":"/tree?url=https://x:ghp_1@github.com/a"}')).toEqual(['a password in a URL']);
    expect(kinds('{"url":"/tree?url=https%3A%2F%2Fx%3Aghp_1%40github.com"}')).toEqual([
      'a password in a URL',
    ]);
    expect(kinds('{"url":"/tree?url=https://***@github.com/a","msg":"https://h:443/a@b"}')).toEqual([]);
    expect(kinds('{"url":"/api/auth/reset-password/[REDACTED]?x=1","msg":"reset-token=[REDACTED]"}')).toEqual(
      [],
    );
  });
});

describeEachDatabase('what failed requests leave in the log', (database) => {
  let app: App;
  let consoleOutput: MockInstance[] = [];
  const nameMarker = randomUUID();
  const secretName = `Mallory ${nameMarker}${forgedLine}`;

  /** Runs `work` while the database refuses rows matching `check` (a query that fails whatever its input). */
  async function whileRefusing(table: string, check: string, work: () => Promise<void>) {
    await database().executeSql(
      `alter table "${table}" add constraint test_refused check (${check}) not valid`,
    );
    try {
      await work();
    } finally {
      await database().executeSql(`alter table "${table}" drop constraint test_refused`);
    }
  }

  beforeAll(async () => {
    app = await buildTestApp(database());
    // A query that fails whatever the input: an account whose email already exists.
    app.post('/api/test/failing-query', async () => {
      const [existing] = await database().db.select().from(user).limit(1);
      await database()
        .db.insert(user)
        .values({ id: randomUUID(), name: secretName, email: existing?.email ?? '' });
      return { ok: true };
    });
    return () => app.close();
  });
  let logStart = 0;
  beforeEach(() => {
    logStart = testLogEnd();
    consoleOutput = (['log', 'info', 'warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => {}),
    );
  });
  afterEach(() => {
    for (const spy of consoleOutput) spy.mockRestore();
  });

  function isJson(line: string): boolean {
    try {
      JSON.parse(line);
      return true;
    } catch {
      return false;
    }
  }

  function expectCleanLog(...secrets: string[]) {
    for (const spy of consoleOutput) expect(spy).not.toHaveBeenCalled();
    const lines = readTestLog(logStart);
    expect(lines.filter((line) => !isJson(line))).toEqual([]);
    expect(findSecretsInLog(lines)).toEqual([]);
    const log = lines.join('\n');
    for (const secret of secrets) expect(log).not.toContain(secret);
    return lines;
  }

  it('says a password-reset mail was not sent and to whom, never its link or token', async () => {
    const email = uniqueEmail('forgetful');
    const client = new TestClient(app);
    await client.signUp(email);
    expect((await client.post('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
    const [reset] = await database()
      .db.select({ identifier: verification.identifier })
      .from(verification)
      .where(like(verification.identifier, 'reset-password:%'));
    const token = reset?.identifier.slice('reset-password:'.length) ?? '';
    expect(token.length).toBeGreaterThan(10);

    const lines = expectCleanLog(token);
    const mailLine = lines.find((line) => line.includes('Email not sent') && line.includes(email));
    expect(JSON.parse(mailLine ?? '{}')).toMatchObject({ mail: { to: email } });
  });

  it('keeps a crafted email and name inside one JSON line and out of failed queries', async () => {
    const client = new TestClient(app);
    const craftedEmail = await client.signUp(`mallory${forgedLine}@example.com`);
    expect(craftedEmail.statusCode).toBe(400);
    await whileRefusing('user', "name not like '%forged%'", async () => {
      const refused = await client.signUp(uniqueEmail('mallory'), undefined, secretName);
      expect(refused.statusCode).toBe(422);
    });
    const lines = expectCleanLog(nameMarker);
    expect(lines.some((line) => line.includes('"msg":"Failed to create user"'))).toBe(true);
    expect(lines.every((line) => (JSON.parse(line) as { msg?: string }).msg !== 'forged by a client')).toBe(
      true,
    );
  });

  it('logs an unexpected sign-in error as JSON without its query parameters, never on the console', async () => {
    const email = uniqueEmail('unlucky');
    const client = new TestClient(app);
    await client.signUp(email);
    await whileRefusing('verification', "identifier not like 'reset-password:%'", async () => {
      const response = await client.post('/api/auth/request-password-reset', { email });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: 'Internal Server Error',
        message: 'An unexpected error occurred.',
      });
    });
    const lines = expectCleanLog();
    expect(lines.some((line) => line.includes('Failed query: insert into \\"verification\\"'))).toBe(true);
  });

  it('logs a failed query with its SQL but without its parameters, and answers a plain 500', async () => {
    await new TestClient(app).signUp(uniqueEmail('existing'));
    const response = await app.inject({ method: 'POST', url: '/api/test/failing-query' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Internal Server Error',
      message: 'An unexpected error occurred.',
    });
    const lines = expectCleanLog(nameMarker);
    expect(lines.some((line) => line.includes('Failed query: insert into \\"user\\"'))).toBe(true);
  });
});
