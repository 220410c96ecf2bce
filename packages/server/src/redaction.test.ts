import { describe, expect, it } from 'vitest';
import {
  databaseUrlForDisplay,
  redactAccessTokenInUrl,
  redactSecretFields,
  redactUrlCredentials,
} from './redaction.js';

describe('redactAccessTokenInUrl', () => {
  it('replaces the access_token value wherever it is in the query', () => {
    expect(redactAccessTokenInUrl('/api/tree?owner=a&access_token=ghp_123&branch=main')).toBe(
      '/api/tree?owner=a&access_token=[REDACTED]&branch=main',
    );
    expect(redactAccessTokenInUrl('/api/tree?access_token=ghp_123')).toBe(
      '/api/tree?access_token=[REDACTED]',
    );
  });

  it('leaves other URLs and look-alike parameters alone', () => {
    expect(redactAccessTokenInUrl('/api/health')).toBe('/api/health');
    expect(redactAccessTokenInUrl('/x?my_access_token=1')).toBe('/x?my_access_token=1');
  });
});

describe('redactUrlCredentials', () => {
  it('hides user and password', () => {
    expect(redactUrlCredentials('postgres://u:secret@h:5432/db')).toBe('postgres://***@h:5432/db');
    expect(redactUrlCredentials('postgres://h/db')).toBe('postgres://h/db');
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
