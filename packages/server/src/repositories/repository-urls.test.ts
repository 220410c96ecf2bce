import { LONE_SURROGATE_MESSAGE, REPOSITORY_MESSAGES, storedRepositoryUrlMessage } from '@specwright/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { repositories } from '../db/schema.js';
import { buildTestApp } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { readTestLog } from '../test/log-capture.js';
import { LOCAL_REMOTE_REFUSED } from './remote-address.js';

const list = '/api/user/repositories';
const TOKEN = 'ghp_urlRulesTokenThatMustNeverLeak0123456';
const URL_TOKEN = 'ghp_tokenWrittenIntoTheRepositoryUrl98765';
const fields = { name: 'Specs', github_url: 'https://github.com/acme/specs', description: '' };
const withCredentials = `https://x:${URL_TOKEN}@github.com/acme/specs`;
const withZeroWidthSpace = 'https://github.com/acme/specs\u200b';

/** The six calls that reach a saved repository's git provider. */
const providerCalls = [
  { method: 'GET', path: 'tree' },
  { method: 'GET', path: 'file/content?path=README.md' },
  { method: 'GET', path: 'status' },
  { method: 'POST', path: 'branch', body: { branch_name: 'feature/x', base_branch: 'main' } },
  {
    method: 'POST',
    path: 'commit',
    body: { branch: 'main', commit_message: 'Specs', files: [{ path: 'a.json', content: '{}' }] },
  },
  { method: 'POST', path: 'pull-request', body: { title: 'Specs', head: 'feature/x' } },
] as const;

describeEachDatabase(
  'repository URLs: parsed and checked when saved, stored ones checked before use',
  (database) => {
    let app: App;
    let user: SignedInTestUser;
    beforeAll(async () => {
      app = await buildTestApp(database());
      user = await signUpNewUser(app, 'repo-urls');
    });
    afterAll(async () => {
      await app.close();
    });

    const create = (github_url: string) =>
      user.client.post(list, { ...fields, github_url, access_token: TOKEN });

    it('refuses a URL with a zero-width space, a control character or text that is not valid UTF-8', async () => {
      for (const url of [
        withZeroWidthSpace,
        'https://github.com/ac\u00adme/specs',
        'https://github.com/a\u0007/b',
      ]) {
        const answer = await create(url);
        expect(answer.statusCode, JSON.stringify(url)).toBe(400);
        expect(answer.json().message).toContain(REPOSITORY_MESSAGES.invisibleInUrl);
      }
      // A lone surrogate can only be written as a JSON escape; the rule of every text field refuses it first.
      const surrogate = await user.client.request(
        'POST',
        list,
        `{"name":"Specs","github_url":"https://github.com/acme/specs\\ud800","access_token":"${TOKEN}"}`,
        { 'content-type': 'application/json' },
      );
      expect(surrogate.statusCode).toBe(400);
      expect(surrogate.json().message).toContain(LONE_SURROGATE_MESSAGE);
      expect((await user.client.get(list)).json().repositories).toEqual([]);
    });

    it('refuses a URL with a user name or password, on add and on edit, and never logs it', async () => {
      const added = await create(withCredentials);
      expect(added.statusCode).toBe(400);
      expect(added.json().message).toContain(REPOSITORY_MESSAGES.credentialsInUrl);
      const { repository } = (await create(fields.github_url)).json<{ repository: { id: string } }>();
      const edited = await user.client.request('PUT', `${list}/${repository.id}`, {
        ...fields,
        github_url: `https://${URL_TOKEN}@github.com/acme/specs`,
      });
      expect(edited.statusCode).toBe(400);
      expect(edited.json().message).toContain(REPOSITORY_MESSAGES.credentialsInUrl);
      for (const answer of [added, edited]) expect(answer.body).not.toContain(URL_TOKEN);
      await user.client.request('DELETE', `${list}/${repository.id}`);
      expect(readTestLog().some((line) => line.includes(URL_TOKEN))).toBe(false);
    });

    it('refuses credentials and invisible characters in the url of a direct call, and never logs them', async () => {
      const directToken = 'ghp_directUrlTokenInARequestLine13579';
      const inUrl = `https://x:${directToken}@github.com/a/b`;
      const encoded = new URLSearchParams({ url: inUrl }).toString();
      for (const path of [
        `/api/project/repository/tree?url=${inUrl}`,
        `/api/project/repository/tree?${encoded}`,
        `/api/project/repository/status?${encoded}`,
        `/api/project/file/content?path=README.md&${encoded}`,
      ]) {
        const answer = await user.client.get(path);
        expect(answer.statusCode, path).toBe(400);
        expect(answer.json().message).toContain(REPOSITORY_MESSAGES.credentialsInUrl);
      }
      const connect = await user.client.post('/api/project/repository/connect', { url: inUrl });
      expect(connect.statusCode).toBe(400);
      expect(connect.json().message).toContain(REPOSITORY_MESSAGES.credentialsInUrl);
      const invisible = await user.client.get(
        `/api/project/repository/tree?${new URLSearchParams({ url: withZeroWidthSpace })}`,
      );
      expect(invisible.statusCode).toBe(400);
      expect(invisible.json().message).toContain(REPOSITORY_MESSAGES.invisibleInUrl);
      const log = readTestLog();
      expect(log.some((line) => line.includes('/api/project/repository/tree?url='))).toBe(true);
      expect(log.some((line) => line.includes(directToken))).toBe(false);
    });

    it('answers 400, not 500, when the provider cannot use a URL: when saving, and on every call of a saved one', async () => {
      // Not a repository on github.com (one path part): GitHub's provider refuses it as it is made.
      const notARepository = 'https://github.com/acme';
      const refused = await create(notARepository);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(REPOSITORY_MESSAGES.invalidUrl);
      // Saved before the provider checked it when saving.
      const { repository } = (await create(fields.github_url)).json<{ repository: { id: string } }>();
      await database()
        .db.update(repositories)
        .set({ url: notARepository })
        .where(eq(repositories.id, repository.id));
      for (const call of providerCalls) {
        const url = `/api/project/user/repositories/${repository.id}/${call.path}`;
        const answer = await user.client.request(call.method, url, 'body' in call ? call.body : undefined);
        expect(answer.statusCode, call.path).toBe(400);
        expect(answer.json()).toEqual({ error: 'Bad Request', message: REPOSITORY_MESSAGES.invalidUrl });
      }
      const direct = await user.client.get(
        `/api/project/repository/tree?${new URLSearchParams({ url: notARepository })}`,
      );
      expect(direct.statusCode).toBe(400);
      expect(direct.json().message).toBe(REPOSITORY_MESSAGES.invalidUrl);
      await user.client.request('DELETE', `${list}/${repository.id}`);
    });

    it('refuses loopback and private addresses written inside IPv6 ones', async () => {
      for (const host of ['[::127.0.0.1]', '[64:ff9b::7f00:1]', '[::ffff:0:a00:1]', '[2002:c0a8:101::1]']) {
        const answer = await create(`https://${host}/acme/specs.git`);
        expect(answer.statusCode, host).toBe(400);
        expect(answer.json().message).toBe(LOCAL_REMOTE_REFUSED);
      }
    });

    it('answers 409 with what is wrong, not 500, on every call of a repository saved with a bad URL before', async () => {
      const owner = await signUpNewUser(app, 'repo-old-rows');
      for (const [stored, problem] of [
        [withZeroWidthSpace, REPOSITORY_MESSAGES.invisibleInUrl],
        [withCredentials, REPOSITORY_MESSAGES.credentialsInUrl],
        ['https://github.com/acme/specs%FF', REPOSITORY_MESSAGES.invisibleInUrl],
      ] as const) {
        const created = await owner.client.post(list, { ...fields, access_token: TOKEN });
        const { id } = created.json<{ repository: { id: string } }>().repository;
        await database().db.update(repositories).set({ url: stored }).where(eq(repositories.id, id));
        for (const call of providerCalls) {
          const url = `/api/project/user/repositories/${id}/${call.path}`;
          const answer = await owner.client.request(call.method, url, 'body' in call ? call.body : undefined);
          expect(answer.statusCode, `${call.path} of ${JSON.stringify(stored)}`).toBe(409);
          expect(answer.json()).toEqual({ error: 'Conflict', message: storedRepositoryUrlMessage(problem) });
        }
      }
      // The list never shows the credentials of a URL saved before they were refused.
      const listed = await owner.client.get(list);
      expect(listed.statusCode).toBe(200);
      expect(listed.body).not.toContain(URL_TOKEN);
      expect(listed.json().repositories).toContainEqual(
        expect.objectContaining({ github_url: 'https://github.com/acme/specs' }),
      );
    });
  },
);
