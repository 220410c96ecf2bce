// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { publicConfigSchema } from '@specwright/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ResponseSchema } from './api-request';
import { ApiRequestError } from './api-request-error';

type Route = (request: IncomingMessage, body: string, response: ServerResponse) => void;

const json = (response: ServerResponse, status: number, value: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
};

const routes: Record<string, Route> = {
  '/ok': (_request, _body, response) => json(response, 200, { value: 42 }),
  '/echo': (request, body, response) =>
    json(response, 200, {
      method: request.method,
      type: request.headers['content-type'],
      body: JSON.parse(body),
    }),
  '/api-error': (_request, _body, response) =>
    json(response, 404, { error: 'Not Found', message: 'Repository not found' }),
  '/error-field-only': (_request, _body, response) => json(response, 409, { error: 'Branch already exists' }),
  '/bare-400': (_request, _body, response) => json(response, 400, {}),
  '/bare-503': (_request, _body, response) => {
    response.writeHead(503, { 'content-type': 'text/html' });
    response.end('<h1>Service Unavailable</h1>');
  },
  '/wrong-shape': (_request, _body, response) => json(response, 200, { value: 'not a number' }),
  '/not-json': (_request, _body, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('hello');
  },
  '/slow': (_request, _body, response) => {
    setTimeout(() => json(response, 200, { value: 1 }), 1000);
  },
};

const numberValue: ResponseSchema<{ value: number }> = {
  parse: (data) => {
    const value = (data as { value?: unknown } | undefined)?.value;
    if (typeof value !== 'number') throw new Error('value must be a number');
    return { value };
  },
};
const anything: ResponseSchema<unknown> = { parse: (data) => data };

let server: Server;
let request: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  server = createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk) => {
      body += chunk;
    });
    incoming.on('end', () => {
      const route = routes[incoming.url ?? ''];
      if (route) route(incoming, body, response);
      else json(response, 404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  request = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('apiRequest', () => {
  it('returns the response parsed by the schema', async () => {
    await expect(request('/ok', { schema: numberValue })).resolves.toEqual({ value: 42 });
  });

  it('sends a JSON body with the method', async () => {
    const answer = await request('/echo', { method: 'POST', body: { name: 'Spec' }, schema: anything });
    expect(answer).toEqual({ method: 'POST', type: 'application/json', body: { name: 'Spec' } });
  });

  it("uses the server's message when an error carries one", async () => {
    const error = await failure(request('/api-error', { schema: anything }));
    expect(error.message).toBe('Repository not found');
    expect(error.status).toBe(404);
    expect(error.kind).toBe('http');
  });

  it("falls back to the server's error field", async () => {
    expect((await failure(request('/error-field-only', { schema: anything }))).message).toBe(
      'Branch already exists',
    );
  });

  it('says "HTTP error! status: N" for a client error without a message', async () => {
    expect((await failure(request('/bare-400', { schema: anything }))).message).toBe(
      'HTTP error! status: 400',
    );
  });

  it('says "Server error: N" for a server error without a message', async () => {
    const error = await failure(request('/bare-503', { schema: anything }));
    expect(error.message).toBe('Server error: 503');
    expect(error.status).toBe(503);
  });

  it('reports a response of the wrong shape', async () => {
    const wrongShape = await failure(request('/wrong-shape', { schema: numberValue }));
    expect(wrongShape.kind).toBe('invalid-response');
    expect(wrongShape.message).toBe('Unexpected response structure.');
    expect((await failure(request('/not-json', { schema: publicConfigSchema }))).kind).toBe(
      'invalid-response',
    );
  });

  it('reports no response when the server cannot be reached', async () => {
    const unreachable = createApiClient({ baseUrl: 'http://127.0.0.1:1' });
    const error = await failure(unreachable('/ok', { schema: anything }));
    expect(error.message).toBe('No response from server. Please check your network connection.');
    expect(error.status).toBeUndefined();
    expect(error.kind).toBe('network');
  });

  it('gives up after the timeout', async () => {
    const error = await failure(request('/slow', { schema: anything, timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The server did not answer within 0.1 s. Please try again.');
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    const pending = request('/slow', { schema: anything, signal: controller.signal, timeoutMs: 5000 });
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
  });
});
