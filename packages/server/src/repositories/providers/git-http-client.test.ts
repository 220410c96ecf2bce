import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { guardedGitHttpClient } from './git-http-client.js';

const servers: Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A 127.0.0.1 server answering every request with `answer`, recording the request headers. */
async function listen(answer: (path: string) => { status: number; location?: string }) {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    seen.push(req.headers);
    const { status, location } = answer(req.url ?? '/');
    res.writeHead(status, location ? { location } : {}).end('ok');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

async function* oneChunk(chunk: Uint8Array): AsyncIterableIterator<Uint8Array> {
  yield chunk;
}

describe('guardedGitHttpClient', () => {
  it('sends a request again on a new connection when the server dropped the kept-alive one it went on', async () => {
    const bodies: string[] = [];
    const connections = new Set<unknown>();
    const server = createServer((req, res) => {
      connections.add(req.socket);
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        bodies.push(body);
        // The second request arrives on the kept-alive connection: closed as a server closes an idle one.
        if (bodies.length === 2) req.socket.destroy();
        else res.writeHead(200).end('ok');
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/repo.git/git-upload-pack`;
    const client = guardedGitHttpClient(true);
    const post = async (text: string) => {
      const response = await client.request({ url, method: 'POST', body: oneChunk(Buffer.from(text)) });
      for await (const _ of response.body ?? []) {
        // read to the end, so the connection is free for the next request
      }
      return response.statusCode;
    };
    expect(await post('first')).toBe(200);
    expect(await post('second')).toBe(200);
    expect(bodies).toEqual(['first', 'second', 'second']);
    expect(connections.size).toBe(2);
  });

  it('follows a redirect to another host without the authorization header', async () => {
    const target = await listen(() => ({ status: 200 }));
    const start = await listen(() => ({ status: 302, location: `${target.origin}/moved` }));
    const client = guardedGitHttpClient(true);
    const response = await client.request({
      url: `${start.origin}/repo`,
      headers: { authorization: 'Basic abc' },
    });
    expect(response).toMatchObject({ statusCode: 200, url: `${target.origin}/moved` });
    expect(start.seen[0]?.authorization).toBe('Basic abc');
    expect(target.seen[0]?.authorization).toBeUndefined();
  });

  it('keeps the authorization header on a redirect within the same host', async () => {
    const server = await listen((path) =>
      path === '/repo' ? { status: 301, location: '/repo.git' } : { status: 200 },
    );
    const client = guardedGitHttpClient(true);
    await client.request({ url: `${server.origin}/repo`, headers: { authorization: 'Basic abc' } });
    expect(server.seen.map((headers) => headers.authorization)).toEqual(['Basic abc', 'Basic abc']);
  });

  it('refuses a redirect to a scheme other than http(s)', async () => {
    const start = await listen(() => ({ status: 302, location: 'file:///etc/passwd' }));
    const client = guardedGitHttpClient(true);
    await expect(client.request({ url: `${start.origin}/repo` })).rejects.toMatchObject({
      code: 'EINVALIDREMOTE',
    });
  });

  it('refuses a loopback address when local remotes are not allowed, without connecting', async () => {
    const server = await listen(() => ({ status: 200 }));
    const client = guardedGitHttpClient(false);
    const url = `${server.origin.replace('http:', 'https:')}/repo`;
    await expect(client.request({ url })).rejects.toMatchObject({ code: 'EREFUSEDADDRESS' });
    expect(server.seen).toEqual([]);
  });
});
