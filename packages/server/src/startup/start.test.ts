import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/app.js';
import { describeStartupFailure, listeningMessage, noModelMessage } from './start.js';
import { ConfigError } from './startup-error.js';

function systemError(code: string): Error {
  return Object.assign(new Error(`listen ${code}: address problem\n    at Server.setupListenHandle`), {
    code,
  });
}

describe('describeStartupFailure', () => {
  const config = { host: '0.0.0.0', port: 3000 };

  it('tells what to change for listen errors', () => {
    expect(describeStartupFailure(systemError('EADDRINUSE'), config)).toBe(
      'Port 3000 is already in use. Set PORT to a free port.',
    );
    expect(describeStartupFailure(systemError('EACCES'), { host: '0.0.0.0', port: 80 })).toBe(
      'Port 80 needs more privileges (EACCES). Set PORT to 1024 or above.',
    );
    expect(describeStartupFailure(systemError('EADDRNOTAVAIL'), { host: '10.9.9.9', port: 3000 })).toBe(
      'HOST 10.9.9.9 is not an address of this machine (EADDRNOTAVAIL). Set HOST, e.g. to 0.0.0.0.',
    );
  });

  it('keeps startup errors as they are and any other error to its first line', () => {
    expect(describeStartupFailure(new ConfigError('PORT must be a whole number'))).toBe(
      'PORT must be a whole number',
    );
    expect(describeStartupFailure(new Error('first line\nsecond line'))).toBe('first line');
    expect(describeStartupFailure({ name: 'ErrnoError', errno: 54 })).toBe('ErrnoError 54');
    expect(describeStartupFailure('plain text')).toBe('plain text');
  });
});

describe('listeningMessage', () => {
  it('names the embedded database folder, or the PostgreSQL server without credentials', () => {
    const embedded = testConfig({ DATA_DIR: '/srv/specwright' });
    expect(listeningMessage(embedded, 3000)).toMatch(
      /^Specwright \d+\.\d+\.\d+\S* listening on http:\/\/localhost:3000 \(database: pglite at \/srv\/specwright\/db\)$/,
    );
    const postgres = testConfig({ DATABASE_URL: 'postgres://app:hunter2@db.internal:5433/specs' });
    expect(listeningMessage(postgres, 8080)).toMatch(
      /listening on http:\/\/localhost:8080 \(database: postgres at postgres:\/\/db\.internal:5433\/specs\)$/,
    );
  });
});

describe('noModelMessage', () => {
  it('tells the administrator which settings configure a model, only when none is', () => {
    const message = noModelMessage(testConfig({}));
    for (const name of ['LLM_PROVIDER', 'LLM_MODEL', 'LLM_API_KEY', 'LLM_BASE_URL'])
      expect(message).toContain(name);
    const withModel = testConfig({
      LLM_PROVIDER: 'openai',
      LLM_MODEL: 'gpt-4o-mini',
      LLM_API_KEY: 'sk-test',
    });
    expect(withModel.llm).not.toBeNull();
    expect(noModelMessage(withModel)).toBeNull();
  });
});
