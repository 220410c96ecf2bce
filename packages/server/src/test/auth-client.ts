import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app.js';

let lastAddress = 0;

/** A different client address each time (10.0.x.y), so rate limits per address don't mix up tests. */
export function nextClientAddress(): string {
  lastAddress += 1;
  return `10.0.${Math.floor(lastAddress / 250) % 250}.${(lastAddress % 250) + 1}`;
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export const TEST_PASSWORD = 'correct horse battery';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client over `app.inject`: keeps cookies, sends the app's Origin (better-auth checks it on
 * POSTs) and its own client address.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly app: App,
    readonly origin = 'http://localhost:3000',
    readonly remoteAddress = nextClientAddress(),
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  storeCookies(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const options: InjectOptions = {
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: {
        origin: this.origin,
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    };
    const response = await this.app.inject(options);
    this.storeCookies(response);
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }

  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body ?? {}, headers);
  }

  signUp(email: string, password = TEST_PASSWORD, name = '') {
    return this.post('/api/auth/sign-up/email', { email, password, name });
  }

  signIn(email: string, password = TEST_PASSWORD) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}

export interface SignedInTestUser {
  client: TestClient;
  id: string;
  email: string;
  /** A personal API token of the user (for `Authorization: Bearer`). */
  token: string;
}

/** Signs a new user up (a fresh client) and returns the signed-in client, the user's id and an API token. */
export async function signUpNewUser(app: App, label = 'user'): Promise<SignedInTestUser> {
  const client = new TestClient(app);
  const email = uniqueEmail(label);
  const response = await client.signUp(email);
  if (response.statusCode !== 200) throw new Error(`Sign-up failed: ${response.statusCode} ${response.body}`);
  const created = await client.post('/api/user/api-tokens', { name: 'tests' });
  if (created.statusCode !== 200) throw new Error(`No API token: ${created.statusCode} ${created.body}`);
  const { id } = response.json<{ user: { id: string } }>().user;
  return { client, id, email, token: created.json<{ token: string }>().token };
}
