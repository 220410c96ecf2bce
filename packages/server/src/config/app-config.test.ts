import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupError } from '../startup/startup-error.js';
import { ConfigError, type EnvironmentVariables, loadConfig, readProcessEnvironment } from './app-config.js';

const temporaryDirs: string[] = [];
function temporaryDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'specwright-config-'));
  temporaryDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** loadConfig with a fixed secret, so no secret-key file is written. */
function configFrom(env: EnvironmentVariables) {
  return loadConfig({ SECRET_KEY: 'a-test-secret', DATA_DIR: '/tmp/specwright-config-unused', ...env });
}

function configErrorOf(env: EnvironmentVariables): string {
  try {
    configFrom(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig defaults', () => {
  it('fills every setting from its default', () => {
    const config = configFrom({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: '/tmp/specwright-config-unused',
      databaseUrl: null,
      logLevel: 'info',
      mail: { smtpUrl: null, from: 'Specwright <no-reply@localhost>' },
      support: { email: 'support@specwright.dev', salesEmail: 'sales@specwright.dev' },
      limits: { initialCredits: 100, maxRequirements: 20_000, authRateLimit: 10 },
      trustProxy: false,
      signIn: { google: null, github: null, oidc: null },
      llm: null,
      analytics: null,
      welcomeVideoUrl: null,
      missingSettings: [],
    });
  });

  it('resolves DATA_DIR to an absolute path and PUBLIC_URL from PORT', () => {
    const config = configFrom({ DATA_DIR: 'relative/data', PORT: '8080' });
    expect(config.dataDir).toBe(join(process.cwd(), 'relative/data'));
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('treats empty and blank values as unset', () => {
    const config = configFrom({ PORT: '', GOOGLE_CLIENT_ID: '  ', LLM_PROVIDER: '' });
    expect(config.port).toBe(3000);
    expect(config.missingSettings).toEqual([]);
  });

  it('reads complete optional features', () => {
    const config = configFrom({
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'o-id',
      OIDC_CLIENT_SECRET: 'o-secret',
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'llama',
      LLM_BASE_URL: 'http://localhost:11434/v1',
      POSTHOG_KEY: 'phc_key',
    });
    expect(config.signIn.google).toEqual({ clientId: 'g-id', clientSecret: 'g-secret' });
    expect(config.signIn.oidc?.issuer).toBe('https://id.example.com');
    expect(config.llm).toEqual({
      provider: 'openai-compatible',
      model: 'llama',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: null,
    });
    expect(config.analytics).toEqual({ key: 'phc_key', host: 'https://us.i.posthog.com' });
    expect(config.missingSettings).toEqual([]);
  });
});

describe('proxies and rate limits', () => {
  it.each<[string, boolean | number | string[]]>([
    ['true', true],
    ['false', false],
    ['1', 1],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 192.168.1.5,::1', ['10.0.0.0/8', '192.168.1.5', '::1']],
  ])('TRUST_PROXY=%s', (value, trustProxy) => {
    expect(configFrom({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it('reads AUTH_RATE_LIMIT', () => {
    expect(configFrom({ AUTH_RATE_LIMIT: '500' }).limits.authRateLimit).toBe(500);
  });

  it('allows 20 failed sign-ins per account and hour unless AUTH_ACCOUNT_GUESSES_PER_HOUR says otherwise', () => {
    expect(configFrom({}).limits.accountGuessesPerHour).toBe(20);
    expect(configFrom({ AUTH_ACCOUNT_GUESSES_PER_HOUR: '5' }).limits.accountGuessesPerHour).toBe(5);
  });

  it('logs the text of mails not sent only with MAIL_LOG_LINKS=true', () => {
    expect(configFrom({}).mail.logLinks).toBe(false);
    expect(configFrom({ MAIL_LOG_LINKS: 'true' }).mail.logLinks).toBe(true);
    expect(configFrom({ MAIL_LOG_LINKS: 'false' }).mail.logLinks).toBe(false);
    expect(configErrorOf({ MAIL_LOG_LINKS: 'yes' })).toBe('MAIL_LOG_LINKS must be true or false (got "yes")');
  });
});

describe('shared rate limits', () => {
  it('reads REDIS_URL, and refuses a URL of another kind', () => {
    expect(configFrom({}).redisUrl).toBeNull();
    expect(configFrom({ REDIS_URL: 'redis://cache:6379/0' }).redisUrl).toBe('redis://cache:6379/0');
    expect(configErrorOf({ REDIS_URL: 'http://cache' })).toBe(
      'REDIS_URL must be a redis:// or rediss:// URL (got "http://cache")',
    );
  });
});

describe('analysis task limits', () => {
  it('defaults to 3 unfinished and 50 stored tasks per owner of at most 64 MiB, kept 7 days (anonymous: 1, 64 MiB per address, 256 MiB in all)', () => {
    expect(configFrom({}).tasks).toEqual({
      maxUnfinished: 3,
      maxStored: 50,
      maxBytes: 64 * 1024 * 1024,
      retentionHours: 168,
      anonymousRetentionHours: 24,
      anonymousStorageBytes: 256 * 1024 * 1024,
      anonymousStorageBytesPerAddress: 64 * 1024 * 1024,
    });
  });

  it('reads every limit from its variable', () => {
    const config = configFrom({
      TASK_MAX_UNFINISHED: '1',
      TASK_MAX_STORED: '2',
      TASK_MAX_BYTES: '4096',
      TASK_RETENTION_HOURS: '48',
      ANONYMOUS_TASK_RETENTION_HOURS: '2',
      ANONYMOUS_STORAGE_BYTES: '100000',
      ANONYMOUS_STORAGE_BYTES_PER_ADDRESS: '20000',
    });
    expect(config.tasks).toEqual({
      maxUnfinished: 1,
      maxStored: 2,
      maxBytes: 4096,
      retentionHours: 48,
      anonymousRetentionHours: 2,
      anonymousStorageBytes: 100_000,
      anonymousStorageBytesPerAddress: 20_000,
    });
  });

  it('keeps the share of one address within the storage of all signed-out work', () => {
    const config = configFrom({
      ANONYMOUS_STORAGE_BYTES: '1000',
      ANONYMOUS_STORAGE_BYTES_PER_ADDRESS: '5000',
    });
    expect(config.tasks.anonymousStorageBytesPerAddress).toBe(1000);
  });
});

describe('missing settings', () => {
  it.each<[string, EnvironmentVariables, string[]]>([
    ['Google id without secret', { GOOGLE_CLIENT_ID: 'id' }, ['GOOGLE_CLIENT_SECRET']],
    ['Google secret without id', { GOOGLE_CLIENT_SECRET: 's' }, ['GOOGLE_CLIENT_ID']],
    ['GitHub id without secret', { GITHUB_CLIENT_ID: 'id' }, ['GITHUB_CLIENT_SECRET']],
    ['GitHub secret without id', { GITHUB_CLIENT_SECRET: 's' }, ['GITHUB_CLIENT_ID']],
    ['OIDC issuer only', { OIDC_ISSUER: 'https://id.example.com' }, ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']],
    ['OIDC client id only', { OIDC_CLIENT_ID: 'id' }, ['OIDC_ISSUER', 'OIDC_CLIENT_SECRET']],
    ['PostHog host without key', { POSTHOG_HOST: 'https://eu.i.posthog.com' }, ['POSTHOG_KEY']],
    ['LLM provider without model', { LLM_PROVIDER: 'anthropic', LLM_API_KEY: 'k' }, ['LLM_MODEL']],
    ['OpenAI without API key', { LLM_PROVIDER: 'openai', LLM_MODEL: 'gpt' }, ['LLM_API_KEY']],
    ['Anthropic without API key', { LLM_PROVIDER: 'anthropic', LLM_MODEL: 'claude' }, ['LLM_API_KEY']],
    [
      'OpenAI-compatible without base URL',
      { LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'm' },
      ['LLM_BASE_URL'],
    ],
    ['LLM model without provider', { LLM_MODEL: 'gpt' }, ['LLM_PROVIDER']],
    ['LLM API key without provider', { LLM_API_KEY: 'k' }, ['LLM_PROVIDER']],
    ['provider alone', { LLM_PROVIDER: 'openai' }, ['LLM_MODEL', 'LLM_API_KEY']],
  ])('%s', (_case, env, missing) => {
    expect(configFrom(env).missingSettings).toEqual(missing);
  });

  it('leaves an incomplete feature switched off', () => {
    const config = configFrom({ GOOGLE_CLIENT_ID: 'id', LLM_PROVIDER: 'openai', LLM_MODEL: 'gpt' });
    expect(config.signIn.google).toBeNull();
    expect(config.llm).toBeNull();
  });
});

describe('invalid values', () => {
  it.each<[EnvironmentVariables, string]>([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: '0' }, 'PORT must be a whole number from 1 to 65535 (got "0")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    [{ INITIAL_CREDITS: 'lots' }, 'INITIAL_CREDITS must be a whole number of 0 or more (got "lots")'],
    [{ MAX_REQUIREMENTS: '-5' }, 'MAX_REQUIREMENTS must be a whole number from 1 to 10000000 (got "-5")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// URL (got "mysql://x")'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a postgres:// URL (got "not a url")'],
    [
      { LLM_PROVIDER: 'mistral' },
      'LLM_PROVIDER must be one of openai, anthropic, openai-compatible (got "mistral")',
    ],
    [{ SUPPORT_EMAIL: 'nobody' }, 'SUPPORT_EMAIL must be an email address (got "nobody")'],
    [{ PUBLIC_URL: 'example.com' }, 'PUBLIC_URL must be an http:// or https:// URL (got "example.com")'],
    [{ AUTH_RATE_LIMIT: '0' }, 'AUTH_RATE_LIMIT must be a whole number from 1 to 100000 (got "0")'],
    [
      { TRUST_PROXY: '10.0.0.1,nginx' },
      'TRUST_PROXY must be true, false, a number of proxies, or proxy addresses (IPs or CIDR ranges, comma-separated) (got "10.0.0.1,nginx")',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
  ])('%o', (env, message) => {
    expect(configErrorOf(env)).toBe(message);
  });

  it('names every invalid variable on one line', () => {
    const message = configErrorOf({ PORT: 'x', LLM_PROVIDER: 'y' });
    expect(message).toContain('PORT must be');
    expect(message).toContain('LLM_PROVIDER must be');
    expect(message).not.toContain('\n');
  });

  it('never shows the password of a URL', () => {
    const message = configErrorOf({ DATABASE_URL: 'mysql://admin:hunter2@db.example.com/app' });
    expect(message).toBe('DATABASE_URL must be a postgres:// URL (got "mysql://***@db.example.com/app")');
    expect(configErrorOf({ SMTP_URL: 'http://mailer:hunter2@mail.example.com' })).not.toContain('hunter2');
  });

  it('accepts postgres:// and postgresql:// URLs', () => {
    expect(configFrom({ DATABASE_URL: 'postgres://u:p@localhost:5432/db' }).databaseUrl).toBe(
      'postgres://u:p@localhost:5432/db',
    );
    expect(configFrom({ DATABASE_URL: 'postgresql://localhost/db' }).databaseUrl).toBe(
      'postgresql://localhost/db',
    );
  });
});

describe('secret key', () => {
  it('is generated once into DATA_DIR/secret-key with mode 0600 and reused', () => {
    const dataDir = join(temporaryDir(), 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    const keyFile = join(dataDir, 'secret-key');
    expect(first.secretKey).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(keyFile, 'utf8').trim()).toBe(first.secretKey);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBe(first.secretKey);
  });

  it('comes from SECRET_KEY when set, without touching DATA_DIR', () => {
    const dataDir = join(temporaryDir(), 'untouched');
    expect(loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'mine' }).secretKey).toBe('mine');
    expect(statSync(dataDir, { throwIfNoEntry: false })).toBeUndefined();
  });

  it('reports a DATA_DIR under a regular file in one line', () => {
    const file = join(temporaryDir(), 'a-file');
    writeFileSync(file, '');
    expect(() => loadConfig({ DATA_DIR: join(file, 'sub') })).toThrow(
      new StartupError(`DATA_DIR ${join(file, 'sub')} is not writable (ENOTDIR)`),
    );
  });
});

describe('readProcessEnvironment', () => {
  it('loads .env from the folder without overriding variables already set', () => {
    const dir = temporaryDir();
    writeFileSync(join(dir, '.env'), 'SPECWRIGHT_TEST_FROM_FILE=file\nSPECWRIGHT_TEST_BOTH=file\n');
    process.env.SPECWRIGHT_TEST_BOTH = 'process';
    try {
      const env = readProcessEnvironment(dir);
      expect(env.SPECWRIGHT_TEST_FROM_FILE).toBe('file');
      expect(env.SPECWRIGHT_TEST_BOTH).toBe('process');
    } finally {
      delete process.env.SPECWRIGHT_TEST_FROM_FILE;
      delete process.env.SPECWRIGHT_TEST_BOTH;
    }
  });
});
