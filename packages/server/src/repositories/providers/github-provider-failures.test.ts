import { REPOSITORY_MESSAGES } from '@specwright/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GitHubApiServer, startGitHubApiServer } from '../../test/github-api-server.js';
import { errorShape } from '../../test/github-api-shapes.js';
import { providerFailure } from '../../test/provider-failure.js';
import { guardedFetch } from '../guarded-fetch.js';
import { LOCAL_REMOTE_REFUSED } from '../remote-address.js';
import { GitProviderError } from './git-provider.js';
import { githubFailure } from './github-errors.js';
import { githubProvider } from './github-provider.js';

const TOKEN = 'ghp_test0000network0000token0000abcd';

let api: GitHubApiServer;

beforeEach(async () => {
  api = await startGitHubApiServer({ 'README.md': '# Specs\n' });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await api.close();
});

function provider() {
  return githubProvider({
    url: 'https://github.com/acme/specs',
    token: TOKEN,
    allowLocal: true,
    apiBaseUrl: api.baseUrl,
  });
}

describe('GitHub provider: failures', () => {
  it.each([
    ['401', 401, errorShape(401, 'Bad credentials'), {}, 401, 'The repository refused the access token.'],
    [
      'a 403',
      403,
      errorShape(403, 'Resource not accessible by personal access token'),
      {},
      403,
      'The access token may not do this on the repository.',
    ],
    ['404', 404, errorShape(404, 'Not Found'), {}, 404, 'Repository or file not found.'],
    [
      'a 403 with the rate limit used up',
      403,
      errorShape(403, 'API rate limit exceeded for user ID 1.'),
      { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1795503600' },
      429,
      "GitHub's rate limit is reached; try again after Tue, 24 Nov 2026 07:00:00 GMT.",
    ],
    [
      '422',
      422,
      errorShape(422, 'Validation Failed', [
        { resource: 'Repository', code: 'custom', message: 'Git Repository is empty.' },
      ]),
      {},
      422,
      'Validation Failed: Git Repository is empty.',
    ],
    ['500', 500, errorShape(500, 'Server Error'), {}, 502, 'GitHub answered with an error (500).'],
  ])(
    'maps GitHub %s to its status and a safe message',
    async (_, status, body, headers, expected, message) => {
      api.replies.push({ status, body, headers });
      const error = await providerFailure(() => provider().status());
      expect([error.status, error.message]).toEqual([expected, message]);
      expect(error.message).not.toContain(TOKEN);
    },
  );

  it('answers a secondary rate limit (retry-after) and a bare 429 with 429', async () => {
    const secondary = errorShape(403, 'You have exceeded a secondary rate limit.');
    api.replies.push({ status: 403, body: secondary, headers: { 'retry-after': '60' } });
    api.replies.push({ status: 429, body: errorShape(429, 'Too Many Requests') });
    const first = await providerFailure(() => provider().status());
    expect(first.status).toBe(429);
    expect(first.message).toMatch(
      /^GitHub's rate limit is reached; try again after \w{3}, \d{2} \w{3} \d{4} /,
    );
    const second = await providerFailure(() => provider().status());
    expect([second.status, second.message]).toEqual([
      429,
      "GitHub's rate limit is reached; try again later.",
    ]);
  });

  it('keeps the token out of a message GitHub echoes it in', async () => {
    api.replies.push({ status: 422, body: errorShape(422, `Invalid token ${TOKEN}\n\u0007given`) });
    const error = await providerFailure(() => provider().status());
    expect(error.message).toBe('Invalid token [REDACTED] given');
  });
});

describe('GitHub provider: connections', () => {
  it('sends a token that looks like a JSON web token as a bearer token', async () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiIxIn0.c2lnbmF0dXJl';
    const github = githubProvider({
      url: 'https://github.com/acme/specs',
      token: jwt,
      allowLocal: true,
      apiBaseUrl: api.baseUrl,
    });
    await github.status();
    expect(api.requests[0]?.headers.authorization).toBe(`bearer ${jwt}`);
  });

  it('asks without an authorization header when the repository has no token', async () => {
    const github = githubProvider({
      url: 'https://github.com/acme/specs',
      token: '',
      allowLocal: true,
      apiBaseUrl: api.baseUrl,
    });
    await github.status();
    expect(api.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('refuses a local API address before any request when local remotes are not allowed', async () => {
    const port = new URL(api.baseUrl).port;
    const refused = [
      { apiBaseUrl: `https://127.0.0.1:${port}`, message: LOCAL_REMOTE_REFUSED },
      { apiBaseUrl: api.baseUrl, message: REPOSITORY_MESSAGES.invalidUrl },
      { url: `https://localhost:${port}/acme/specs`, message: LOCAL_REMOTE_REFUSED },
    ];
    for (const { url = 'https://github.com/acme/specs', apiBaseUrl, message } of refused) {
      const error = await providerFailure(async () =>
        githubProvider({
          url,
          token: TOKEN,
          allowLocal: false,
          ...(apiBaseUrl ? { apiBaseUrl } : {}),
        }).status(),
      );
      expect([error.status, error.message]).toEqual([400, message]);
    }
    expect(api.requests).toEqual([]);
  });

  it('refuses a URL that names no repository', async () => {
    const error = await providerFailure(async () =>
      githubProvider({ url: 'https://github.com/acme', token: TOKEN, allowLocal: true }).status(),
    );
    expect([error.status, error.message]).toEqual([400, REPOSITORY_MESSAGES.invalidUrl]);
  });

  it('answers 502 when GitHub cannot be reached, without the token', async () => {
    const baseUrl = api.baseUrl;
    await api.close();
    const github = githubProvider({
      url: 'https://github.com/acme/specs',
      token: TOKEN,
      allowLocal: true,
      apiBaseUrl: baseUrl,
    });
    const error = await providerFailure(() => github.status());
    expect([error.status, error.message]).toEqual([502, 'GitHub could not be reached.']);
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain(TOKEN);
  });

  it('prints nothing to the console, even for a deprecation notice or a failure', async () => {
    const spies = (['log', 'debug', 'info', 'warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => {}),
    );
    api.replies.push({
      status: 200,
      body: { default_branch: 'main' },
      headers: { deprecation: 'true', sunset: 'never' },
    });
    api.replies.push({ status: 401, body: { message: 'Bad credentials' } });
    const github = githubProvider({
      url: 'https://github.com/acme/specs',
      token: TOKEN,
      allowLocal: true,
      apiBaseUrl: api.baseUrl,
    });
    expect((await providerFailure(() => github.status())).status).toBe(401);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('answers a refused connection with 400 and a timed-out one with 504', async () => {
    const refused = await guardedFetch(false)(`${api.baseUrl}/`).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    const wrapped = Object.assign(new Error('fetch failed'), { status: 500, cause: refused });
    expect(githubFailure(wrapped, TOKEN)).toEqual(new GitProviderError(400, LOCAL_REMOTE_REFUSED));
    const timeout = Object.assign(new Error('Headers Timeout Error'), { code: 'UND_ERR_HEADERS_TIMEOUT' });
    const late = githubFailure(Object.assign(new Error('fetch failed'), { cause: timeout }), TOKEN);
    expect([late.status, late.message]).toEqual([504, 'GitHub did not answer in time.']);
    expect(api.requests).toEqual([]);
  });
});
