import { REPOSITORY_MESSAGES } from '@specwright/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { repositories } from '../db/schema.js';
import { buildTestApp, testConfig } from '../test/app.js';
import { signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { readTestLog } from '../test/log-capture.js';
import { LOCAL_REMOTE_REFUSED } from './remote-address.js';

const url = '/api/user/repositories';
const TOKEN = 'ghp_repositoryTokenThatMustNeverLeak0123';

describeEachDatabase('repositories of a user', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => {
    await app.close();
  });

  const fields = { name: 'Specs', github_url: 'https://github.com/acme/specs', description: 'Our specs' };

  it('adds, lists, edits and deletes; the token is stored encrypted and never answered', async () => {
    const user = await signUpNewUser(app, 'repos');
    const created = await user.client.post(url, { ...fields, access_token: TOKEN });
    expect(created.statusCode).toBe(200);
    const { repository } = created.json<{ repository: { id: string } }>();
    expect(repository).toEqual({
      id: expect.any(String),
      ...fields,
      has_access_token: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      last_accessed: null,
    });
    const [stored] = await database()
      .db.select()
      .from(repositories)
      .where(eq(repositories.id, repository.id));
    expect(stored?.accessTokenEncrypted).toMatch(/^v1:/);
    expect(JSON.stringify(stored)).not.toContain(TOKEN);

    // A blank token on edit keeps the current one.
    const edited = await user.client.request('PUT', `${url}/${repository.id}`, {
      ...fields,
      name: 'Product specs',
      access_token: '',
    });
    expect(edited.statusCode).toBe(200);
    const [kept] = await database().db.select().from(repositories).where(eq(repositories.id, repository.id));
    expect(kept?.accessTokenEncrypted).toBe(stored?.accessTokenEncrypted);

    const listed = await user.client.get(url);
    expect(listed.json().repositories).toEqual([
      expect.objectContaining({ id: repository.id, name: 'Product specs' }),
    ]);
    for (const answer of [created, edited, listed]) expect(answer.body).not.toContain(TOKEN);

    const deleted = await user.client.request('DELETE', `${url}/${repository.id}`);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await user.client.get(url)).json().repositories).toEqual([]);
    expect(readTestLog().some((line) => line.includes(TOKEN))).toBe(false);
  });

  it('checks the form: name and URL required, a token when adding, an https URL', async () => {
    const user = await signUpNewUser(app, 'repo-form');
    const missing = await user.client.post(url, { name: ' ', github_url: '', access_token: TOKEN });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(REPOSITORY_MESSAGES.requiredFields);
    const noToken = await user.client.post(url, { ...fields, access_token: '  ' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toContain(REPOSITORY_MESSAGES.tokenRequired);
    const http = await user.client.post(url, {
      ...fields,
      github_url: 'http://github.com/acme/specs',
      access_token: TOKEN,
    });
    expect(http.statusCode).toBe(400);
    expect(http.json().message).toBe(REPOSITORY_MESSAGES.invalidUrl);
    const local = await user.client.post(url, {
      ...fields,
      github_url: 'https://169.254.169.254/latest',
      access_token: TOKEN,
    });
    expect(local.statusCode).toBe(400);
    expect(local.json().message).toBe(LOCAL_REMOTE_REFUSED);
  });

  it('answers 404 for another user’s repository on every route, and 401 when signed out', async () => {
    const owner = await signUpNewUser(app, 'repo-owner');
    const other = await signUpNewUser(app, 'repo-other');
    const { repository } = (await owner.client.post(url, { ...fields, access_token: TOKEN })).json<{
      repository: { id: string };
    }>();
    const edit = await other.client.request('PUT', `${url}/${repository.id}`, {
      ...fields,
      access_token: 'x',
    });
    const remove = await other.client.request('DELETE', `${url}/${repository.id}`);
    for (const answer of [edit, remove]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(REPOSITORY_MESSAGES.notFound);
    }
    expect((await other.client.get(url)).json().repositories).toEqual([]);
    expect((await owner.client.get(url)).json().repositories).toHaveLength(1);
    const signedOut = await app.inject({ method: 'GET', url });
    expect(signedOut.statusCode).toBe(401);
  });
});

describeEachDatabase('repositories on a private network', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database(), testConfig({ ALLOW_LOCAL_GIT_REMOTES: 'true' }));
  });
  afterAll(async () => {
    await app.close();
  });

  it('accepts local and plain-http remotes when ALLOW_LOCAL_GIT_REMOTES is on', async () => {
    const user = await signUpNewUser(app, 'repo-local');
    const created = await user.client.post(url, {
      name: 'Forge',
      github_url: 'http://127.0.0.1:8080/git/specs.git',
      access_token: TOKEN,
    });
    expect(created.statusCode).toBe(200);
  });
});
