import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { scoreResponseSchema } from '@specwright/core';
import { scoreRequirements } from '@specwright/quality';
import { describe, expect, it } from 'vitest';
import type { QualityEngine } from '../analysis/analysis-engine.js';
import type { App, BuildAppOptions } from '../app.js';
import type { EnvironmentVariables } from '../config/app-config.js';
import type { DatabaseConnection } from '../db/client.js';
import { buildAnalysisTestApp, scoreRequest } from '../test/analysis.js';
import { testConfig } from '../test/app.js';
import { describeEachDatabase } from '../test/database.js';
import { SLOW_BODY_RULE } from './client-timeouts.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('timeout settings', () => {
  it('default to 120 s for a request, 30 s for its headers, 72 s between requests and 600 s of silence', () => {
    expect(testConfig().timeouts).toEqual({
      requestMs: 120_000,
      headersMs: 30_000,
      keepAliveMs: 72_000,
      connectionMs: 600_000,
    });
  });

  it('are read in seconds; the headers never get longer than the whole request', () => {
    const env = {
      REQUEST_TIMEOUT_SECONDS: '20',
      HEADERS_TIMEOUT_SECONDS: '45',
      KEEP_ALIVE_TIMEOUT_SECONDS: '5',
      CONNECTION_TIMEOUT_SECONDS: '0',
    };
    expect(testConfig(env).timeouts).toEqual({
      requestMs: 20_000,
      headersMs: 20_000,
      keepAliveMs: 5_000,
      connectionMs: 0,
    });
  });
});

interface RawExchange {
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number;
  received: string;
}

/**
 * Connects, writes `head`, then each of `chunks` every `intervalMs` until the server closes the
 * connection (or `giveUpMs` passes: then the exchange fails the test).
 */
function rawExchange(port: number, head: string, chunks: string[], intervalMs: number, giveUpMs: number) {
  return new Promise<RawExchange>((resolve, reject) => {
    const startedAt = Date.now();
    let received = '';
    const socket: Socket = connect(port, '127.0.0.1');
    const timer = setInterval(() => {
      const chunk = chunks.shift();
      if (chunk !== undefined && !socket.destroyed) socket.write(chunk);
    }, intervalMs);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`The server kept the connection open for ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (data) => {
      received += data.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - startedAt, received });
    });
  });
}

function postHead(contentLength: number): string {
  return [
    'POST /api/analyze/score HTTP/1.1',
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${contentLength}`,
    '',
    '',
  ].join('\r\n');
}

async function withServer(
  database: DatabaseConnection,
  env: EnvironmentVariables,
  options: BuildAppOptions,
  run: (port: number, app: App) => Promise<void>,
): Promise<void> {
  const app = await buildAnalysisTestApp(database, options, testConfig(env));
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await run((app.server.address() as AddressInfo).port, app);
  } finally {
    await app.close();
  }
}

describeEachDatabase('client timeouts over a real socket', (database) => {
  it('cuts a body trickled at one byte every 5 s within 30 s, with a 408', async () => {
    await withServer(database(), {}, {}, async (port) => {
      const trickle = Array.from({ length: 20 }, () => ' ');
      const exchange = await rawExchange(port, postHead(1000), trickle, 5000, 45_000);
      expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(SLOW_BODY_RULE.graceMs);
      expect(exchange.closedAfterMs).toBeLessThan(30_000);
      expect(exchange.received).toMatch(/^HTTP\/1\.1 408 /);
    });
  }, 60_000);

  it('cuts a body that keeps coming but not within REQUEST_TIMEOUT_SECONDS', async () => {
    await withServer(database(), { REQUEST_TIMEOUT_SECONDS: '2' }, {}, async (port) => {
      const steady = Array.from({ length: 200 }, () => ' '.repeat(2048));
      const exchange = await rawExchange(port, postHead(200 * 2048), steady, 250, 20_000);
      expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(2000);
      expect(exchange.closedAfterMs).toBeLessThan(8000);
      expect(exchange.received).toMatch(/^HTTP\/1\.1 408 /);
    });
  });

  it('cuts headers that never end within HEADERS_TIMEOUT_SECONDS', async () => {
    await withServer(database(), { HEADERS_TIMEOUT_SECONDS: '1' }, {}, async (port) => {
      const headerLines = Array.from({ length: 100 }, (_, i) => `X-Slow-${i}: 1\r\n`);
      const exchange = await rawExchange(port, 'GET /api/health HTTP/1.1\r\n', headerLines, 200, 20_000);
      expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(1000);
      expect(exchange.closedAfterMs).toBeLessThan(6000);
      expect(exchange.received).toMatch(/^HTTP\/1\.1 408 /);
    });
  });

  it('closes a connection on which nothing moves for CONNECTION_TIMEOUT_SECONDS', async () => {
    await withServer(database(), { CONNECTION_TIMEOUT_SECONDS: '1' }, {}, async (port) => {
      const exchange = await rawExchange(port, '', [], 1000, 20_000);
      expect(exchange.closedAfterMs).toBeLessThan(6000);
    });
  });

  it('lets an answer take longer than the request timeouts once the request has arrived', async () => {
    const slowEngine: Partial<QualityEngine> = {
      scoreRequirements: async (inputs) => {
        await sleep(3500);
        return scoreRequirements(inputs);
      },
    };
    const env = { REQUEST_TIMEOUT_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '1' };
    await withServer(database(), env, { qualityEngine: slowEngine }, async (port) => {
      const startedAt = Date.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/analyze/score`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(scoreRequest(2)),
      });
      const answer = await response.text();
      expect(response.status, answer).toBe(200);
      expect(scoreResponseSchema.parse(JSON.parse(answer)).scores).toHaveLength(2);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(3500);
    });
  });
});
