import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { guardNetwork, type NetworkGuard } from './network-guard.js';

describe('the network guard', () => {
  let guard: NetworkGuard | undefined;
  afterEach(() => guard?.stop());

  it('refuses and records a connection or a lookup to another machine, before a packet leaves', async () => {
    guard = guardNetwork();
    // 192.0.2.1 is TEST-NET-1: no machine answers it, so only the guard can make this fail at once.
    await expect(fetch('http://192.0.2.1:8080/')).rejects.toThrow();
    await expect(fetch('https://api.github.com/')).rejects.toThrow();
    expect(guard.refused).toEqual([
      { kind: 'connect', host: '192.0.2.1' },
      { kind: 'connect', host: 'api.github.com' },
    ]);
    const { lookup } = await import('node:dns/promises');
    await expect(lookup('example.com')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    expect(guard.refused.at(-1)).toEqual({ kind: 'lookup', host: 'example.com' });
  });

  it('lets connections to this machine through', async () => {
    const server = createServer((_request, response) => response.end('here'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    guard = guardNetwork();
    try {
      const { port } = server.address() as AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('here');
      expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('here');
      expect(guard.refused).toEqual([]);
    } finally {
      server.close();
    }
  });
});
