import { DIRECT_MESSAGES, PROJECT_MESSAGES } from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, testConfig } from '../test/app.js';
import { signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { type ForgeTestApp, startForgeTestApp } from '../test/forges.js';
import type { TestGitServer } from '../test/git-http-server.js';
import type { GitHubApiServer } from '../test/github-api-server.js';
import { readTestLog } from '../test/log-capture.js';
import { LOCAL_REMOTE_REFUSED } from './remote-address.js';

const TOKEN = 'ghp_directCallTokenInAQueryStringNeverLogged7';
const spec = '{"columns":[{"field":"description"}],"rows":[{"id":"R1","description":"Log in"}]}';
const FILES = { 'specs/login.spec.json': spec, 'README.md': '# Specs\n' };

describeEachDatabase(
  'direct repository calls (/api/project/repository/*, /api/project/file/*)',
  (database) => {
    let forges: ForgeTestApp;
    let app: App;
    let strictApp: App;
    let github: GitHubApiServer;
    let remote: TestGitServer;
    beforeAll(async () => {
      forges = await startForgeTestApp(database(), 'direct-routes', FILES, TOKEN);
      ({ app, github, remote } = forges);
      strictApp = await buildTestApp(database(), testConfig({ DATA_DIR: forges.dataDir }));
    });
    afterAll(async () => {
      await strictApp.close();
      await forges.close();
    });

    const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

    it('reads a GitHub Enterprise repository named by url: connect, tree, content, status', async () => {
      const user = await signUpNewUser(app, 'direct-github');
      const url = `${github.baseUrl}/acme/specs`;
      github.requests.length = 0;
      const connect = await user.client.post('/api/project/repository/connect', { url, access_token: TOKEN });
      expect(connect.statusCode).toBe(200);
      expect(connect.json()).toEqual({
        repository: {
          id: '1296269',
          name: 'specs',
          full_name: 'acme/specs',
          url: 'https://github.com/acme/specs',
          default_branch: 'main',
        },
      });
      const tree = await user.client.get(
        `/api/project/repository/tree?${query({ url, access_token: TOKEN })}`,
      );
      expect(tree.json().branch).toBe('main');
      expect(tree.json().tree.files.map((file: { path: string }) => file.path)).toEqual([
        'README.md',
        'specs/login.spec.json',
      ]);
      const path = 'specs/login.spec.json';
      const content = await user.client.get(
        `/api/project/file/content?${query({ url, path, branch: 'main', access_token: TOKEN })}`,
      );
      expect(content.json()).toEqual({ path, content: spec });
      const status = await user.client.get(
        `/api/project/repository/status?${query({ url, access_token: TOKEN })}`,
      );
      expect(status.json().status).toEqual({ branch: 'main', sha: github.repository.refs.get('heads/main') });

      expect(github.requests.length).toBeGreaterThan(4);
      for (const request of github.requests) {
        expect(request.url.startsWith('/api/v3/repos/acme/specs')).toBe(true);
        expect(request.headers.authorization).toBe(`token ${TOKEN}`);
      }
      for (const answer of [connect, tree, content, status]) expect(answer.body).not.toContain(TOKEN);
      const log = readTestLog();
      expect(log.some((line) => line.includes(TOKEN))).toBe(false);
      // The request lines are logged, with the token's value replaced.
      expect(
        log.some(
          (line) =>
            line.includes('/api/project/repository/tree?url=') && line.includes('access_token=[REDACTED]'),
        ),
      ).toBe(true);
    });

    it('reads a plain git remote named by url, the token sent as the basic-auth password', async () => {
      const user = await signUpNewUser(app, 'direct-git');
      const url = remote.url;
      const connect = await user.client.post('/api/project/repository/connect', { url, access_token: TOKEN });
      expect(connect.json().repository).toMatchObject({
        name: 'repo',
        full_name: 'repo',
        url,
        default_branch: 'main',
      });
      const tree = await user.client.get(
        `/api/project/repository/tree?${query({ url, access_token: TOKEN })}`,
      );
      expect(tree.json().tree.files).toHaveLength(2);
      const content = await user.client.get(
        `/api/project/file/content?${query({ url, path: 'README.md', access_token: TOKEN })}`,
      );
      expect(content.json()).toEqual({ path: 'README.md', content: '# Specs\n' });
      const wrong = await user.client.get(
        `/api/project/repository/status?${query({ url, access_token: 'wrong' })}`,
      );
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
      for (const answer of [connect, tree, content, wrong]) expect(answer.body).not.toContain(TOKEN);
      expect(readTestLog().some((line) => line.includes(TOKEN))).toBe(false);
    });

    it('refuses signed-out callers, an unnamed repository, unsafe paths and local hosts without the setting', async () => {
      const url = `${github.baseUrl}/acme/specs`;
      const signedOut = await app.inject({
        method: 'GET',
        url: `/api/project/repository/tree?${query({ url })}`,
      });
      expect(signedOut.statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'POST', url: '/api/project/repository/connect', payload: { url } }))
          .statusCode,
      ).toBe(401);

      const user = await signUpNewUser(app, 'direct-refused');
      const before = github.requests.length;
      const unnamed = await user.client.get(`/api/project/repository/status?${query({ owner: 'acme' })}`);
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json().message).toContain(DIRECT_MESSAGES.repositoryRequired);
      const both = await user.client.get(
        `/api/project/repository/status?${query({ owner: 'acme', repo: 'specs', url })}`,
      );
      expect(both.statusCode).toBe(400);
      const badOwner = await user.client.get(
        `/api/project/repository/status?${query({ owner: '..', repo: 'x' })}`,
      );
      expect(badOwner.statusCode).toBe(400);
      for (const path of ['../etc/passwd', '/etc/passwd', 'a/../../b', '.git/config']) {
        const answer = await user.client.get(`/api/project/file/content?${query({ url, path })}`);
        expect(answer.statusCode).toBe(400);
        expect(answer.json().message).toContain(PROJECT_MESSAGES.invalidPath);
      }
      for (const field of ['url', 'access_token', 'path', 'branch']) {
        const fields = { url, path: 'README.md', branch: 'main', access_token: TOKEN, [field]: 'a\u0000b' };
        const answer = await user.client.get(`/api/project/file/content?${query(fields)}`);
        expect(answer.statusCode, field).toBe(400);
        expect(answer.json().message).toContain(field);
      }
      const fileUrl = await user.client.get(`/api/project/repository/tree?${query({ url: 'file:///etc' })}`);
      expect(fileUrl.statusCode).toBe(400);
      expect(github.requests.length).toBe(before);

      const strictUser = await signUpNewUser(strictApp, 'direct-strict');
      const https = await strictUser.client.get(
        `/api/project/repository/tree?${query({ url: 'https://127.0.0.1:9/acme/specs', access_token: TOKEN })}`,
      );
      expect(https.statusCode).toBe(400);
      expect(https.json().message).toBe(LOCAL_REMOTE_REFUSED);
      const plainHttp = await strictUser.client.get(`/api/project/repository/tree?${query({ url })}`);
      expect(plainHttp.statusCode).toBe(400);
      expect(github.requests.length).toBe(before);
    });
  },
);
