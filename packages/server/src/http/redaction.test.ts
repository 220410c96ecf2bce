import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, serializeError } from './logging.js';
import {
  databaseUrlForDisplay,
  queryValueTexts,
  redactSecretFields,
  redactUrlCredentials,
  redactUrlSecrets,
} from './redaction.js';

describe('redactUrlSecrets', () => {
  it('replaces the access_token value wherever it is in the query', () => {
    expect(redactUrlSecrets('/api/tree?owner=a&access_token=ghp_123&branch=main')).toBe(
      '/api/tree?owner=a&access_token=[REDACTED]&branch=main',
    );
    expect(redactUrlSecrets('/api/tree?access_token=ghp_123')).toBe('/api/tree?access_token=[REDACTED]');
  });

  it('hides credentials in a repository URL given as a query value, plain or percent-escaped', () => {
    expect(redactUrlSecrets('/api/project/repository/tree?url=https://x:ghp_TOKEN@github.com/a/b')).toBe(
      '/api/project/repository/tree?url=https://***@github.com/a/b',
    );
    const escaped = `/tree?${new URLSearchParams({ url: 'https://x:ghp_TOKEN@github.com/a?access_token=ghp_2' })}`;
    expect(redactUrlSecrets(escaped)).not.toMatch(/ghp_TOKEN|ghp_2/);
  });

  it('leaves other URLs and look-alike parameters alone', () => {
    expect(redactUrlSecrets('/api/health')).toBe('/api/health');
    expect(redactUrlSecrets('/x?my_access_token=1')).toBe('/x?my_access_token=1');
    expect(redactUrlSecrets('/api/auth/get-session?tokens=1')).toBe('/api/auth/get-session?tokens=1');
  });

  it('hides OAuth codes and state, reset tokens in the query and in the reset path', () => {
    expect(redactUrlSecrets('/api/auth/callback/oidc?code=abc&state=xyz&iss=http%3A%2F%2Fidp')).toBe(
      '/api/auth/callback/oidc?code=[REDACTED]&state=[REDACTED]&iss=http%3A%2F%2Fidp',
    );
    expect(redactUrlSecrets('/?reset-token=t0k3n')).toBe('/?reset-token=[REDACTED]');
    expect(redactUrlSecrets('/api/auth/reset-password/t0k3n?callbackURL=%2F')).toBe(
      '/api/auth/reset-password/[REDACTED]?callbackURL=%2F',
    );
    expect(redactUrlSecrets('/api/auth/verify-email?token=t0k3n')).toBe(
      '/api/auth/verify-email?token=[REDACTED]',
    );
  });
});

describe('redactUrlCredentials', () => {
  it('hides user and password', () => {
    expect(redactUrlCredentials('postgres://u:secret@h:5432/db')).toBe('postgres://***@h:5432/db');
    expect(redactUrlCredentials('postgres://h/db')).toBe('postgres://h/db');
  });

  it('hides them in any URL of a text, written plainly or percent-escaped, up to the last @ of the host', () => {
    expect(redactUrlCredentials('fetch https://x:ghp_1@github.com/a and git://u:p%40ss@h:9/r failed')).toBe(
      'fetch https://***@github.com/a and git://***@h:9/r failed',
    );
    expect(redactUrlCredentials('clone https://a@b:c@d@host/x')).toBe('clone https://***@host/x');
    expect(redactUrlCredentials('?url=https%3A%2F%2Fx%3Aghp_1%40github.com%2Fa%40b&z=1')).toBe(
      '?url=https%3A%2F%2F***%40github.com%2Fa%40b&z=1',
    );
    expect(redactUrlCredentials('mail a@b.c about https://github.com/a?by=a@b.c')).toBe(
      'mail a@b.c about https://github.com/a?by=a@b.c',
    );
  });
});

describe('databaseUrlForDisplay', () => {
  it('keeps host, port and database only', () => {
    expect(databaseUrlForDisplay('postgres://u:secret@db.example.com/app?sslmode=require')).toBe(
      'postgres://db.example.com:5432/app',
    );
    expect(databaseUrlForDisplay('postgresql://127.0.0.1:6543/x')).toBe('postgresql://127.0.0.1:6543/x');
  });
});

describe('redactSecretFields', () => {
  it('replaces secret-looking fields at any depth', () => {
    const fields = {
      user: { email: 'a@b.c', password: 'p', newPassword: 'n' },
      accessToken: 't',
      headers: { authorization: 'Bearer x', cookie: 'c', accept: '*/*' },
      providers: [{ apiKey: 'k', clientSecret: 's', name: 'openai' }],
    };
    expect(redactSecretFields(fields)).toEqual({
      user: { email: 'a@b.c', password: '[REDACTED]', newPassword: '[REDACTED]' },
      accessToken: '[REDACTED]',
      headers: { authorization: '[REDACTED]', cookie: '[REDACTED]', accept: '*/*' },
      providers: [{ apiKey: '[REDACTED]', clientSecret: '[REDACTED]', name: 'openai' }],
    });
  });

  it('does not change its input or non-plain objects', () => {
    const error = new Error('boom');
    const fields = { password: 'p', err: error };
    const result = redactSecretFields(fields) as typeof fields;
    expect(fields.password).toBe('p');
    expect(result.err).toBe(error);
  });
});

describe('serializeError', () => {
  const query = 'insert into "feedback" ("email", "message") values ($1, $2)';
  const params = ['ada@example.com', 'my private\nfeedback text'];
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
    code: '23505',
    detail: 'Key (email)=(ada@example.com) already exists.',
    where: "unnamed portal parameter $1 = 'ada@example.com'",
  });

  it('drops the values of a failed drizzle query from the message, the stack and the fields', () => {
    const serialized = serializeError(new DrizzleQueryError(query, params, cause));
    const text = JSON.stringify(serialized);
    expect(serialized).toMatchObject({ type: 'DrizzleQueryError', query });
    expect(text).toContain('Failed query: insert into');
    expect(text).toContain('duplicate key value');
    expect(text).not.toContain('ada@example.com');
    expect(text).not.toContain('private');
    expect(serialized).not.toHaveProperty('params');
  });

  it('hides values a database error repeats in its own message (PGlite errors carry params too)', () => {
    const error = Object.assign(new Error('invalid input syntax for type integer: "secret-value"'), {
      query: 'select $1::int',
      params: ['secret-value'],
      detail: 'x',
    });
    const serialized = serializeError(error) as Record<string, unknown>;
    expect(serialized.message).toBe('invalid input syntax for type integer: "[REDACTED]"');
    expect(JSON.stringify(serialized)).not.toContain('secret-value');
    expect(serialized).not.toHaveProperty('detail');
  });

  it('leaves other errors and short values as they are', () => {
    expect(serializeError(new Error('boom'))).toMatchObject({ type: 'Error', message: 'boom' });
    expect(queryValueTexts(Object.assign(new Error('x'), { params: [1, 'ab', 'abc'] }))).toEqual([
      '1,ab,abc',
      'abc',
    ]);
    expect(serializeError('not an error')).toBe('not an error');
  });
});

describe('the server logger', () => {
  it('writes no credentials of a URL, in a message, a field, a nested value or an error', () => {
    const lines: string[] = [];
    const logger = pino(loggerOptions('info'), { write: (line: string) => lines.push(line) });
    const remote = 'https://oauth2:glpat-SECRET1@git.example.com/a.git';
    logger.info({ remote, nested: { urls: [remote] } }, `Cloning ${remote}`);
    logger.child({ module: 'git' }).warn('Fetching %s', remote);
    logger.error({ err: new Error(`fetch ${remote} failed`) }, 'Git failed');
    logger.info(`request /tree?${new URLSearchParams({ url: remote })}`);
    expect(lines).toHaveLength(4);
    const log = lines.join('');
    expect(log).not.toContain('SECRET1');
    expect(log).toContain('https://***@git.example.com/a.git');
  });
});
