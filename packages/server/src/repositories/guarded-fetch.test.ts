import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorCodes, guardedFetch, REFUSED_ADDRESS_CODE } from './guarded-fetch.js';

let server: Server;
let port: number;
let received: number;

beforeEach(async () => {
  received = 0;
  server = createServer((_, response) => {
    received++;
    response.end('ok');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterEach(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

async function refusal(url: string): Promise<string[]> {
  const error = await guardedFetch(false)(url).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  return errorCodes(error);
}

describe('guarded fetch', () => {
  it('connects to a local address when local remotes are allowed', async () => {
    const response = await guardedFetch(true)(`http://127.0.0.1:${port}/`);
    expect(await response.text()).toBe('ok');
    expect(received).toBe(1);
  });

  it('refuses an IP address written in the URL, which skips the name lookup', async () => {
    expect(await refusal(`http://127.0.0.1:${port}/`)).toContain(REFUSED_ADDRESS_CODE);
    expect(await refusal(`http://[::ffff:127.0.0.1]:${port}/`)).toContain(REFUSED_ADDRESS_CODE);
    expect(received).toBe(0);
  });

  it('refuses a host name that resolves to a local address', async () => {
    expect(await refusal(`http://localhost:${port}/`)).toContain(REFUSED_ADDRESS_CODE);
    expect(received).toBe(0);
  });
});
