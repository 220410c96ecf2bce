import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logging.js';

/** A logger with the server's options writing its lines into a list. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { log: pino(loggerOptions('info'), stream), lines };
}

describe('the server logger', () => {
  it('redacts secrets in a child logger’s fields as in a line’s own', () => {
    const { log, lines } = capturedLogger();
    const child = log.child({
      module: 'git',
      accessToken: 'ghp_child_secret',
      remote: 'https://ann:child-password@github.com/acme/specs.git',
    });
    child.info({ apiKey: 'sk-line-secret', mirror: 'https://bob:line-password@github.com/a.git' }, 'cloned');
    const text = lines.join('');
    for (const secret of ['ghp_child_secret', 'child-password', 'sk-line-secret', 'line-password'])
      expect(text).not.toContain(secret);
    const line = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({
      module: 'git',
      accessToken: '[REDACTED]',
      remote: 'https://***@github.com/acme/specs.git',
      apiKey: '[REDACTED]',
      mirror: 'https://***@github.com/a.git',
      msg: 'cloned',
    });
    expect(line.pid).toBe(process.pid);

    child.child({ password: 'grandchild-secret' }).warn('again');
    expect(lines[1]).not.toContain('grandchild-secret');
    expect(JSON.parse(lines[1] ?? '{}')).toMatchObject({
      module: 'git',
      password: '[REDACTED]',
      msg: 'again',
    });
  });
});
