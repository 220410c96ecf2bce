import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { specAudit } from '../db/schema.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { type ForgeTestApp, startForgeTestApp } from '../test/forges.js';
import type { TestGitServer } from '../test/git-http-server.js';
import type { GitHubApiServer } from '../test/github-api-server.js';
import { keepSpec } from '../test/live-workspace.js';

const TOKEN = 'ghp_commitNotesTokenThatMustNeverLeak0123';
const FILES = { 'README.md': '# Specs\n' };

describeEachDatabase(
  'commits and pull requests carry the kept specs’ audit and review status',
  (database) => {
    let forges: ForgeTestApp;
    let app: App;
    let github: GitHubApiServer;
    let remote: TestGitServer;
    beforeAll(async () => {
      forges = await startForgeTestApp(database(), 'commit-notes', FILES, TOKEN);
      ({ app, github, remote } = forges);
    });
    afterAll(() => forges.close());

    async function repositoryOf(user: SignedInTestUser, url: string) {
      const created = await user.client.post('/api/user/repositories', {
        name: 'Specs',
        github_url: url,
        access_token: TOKEN,
      });
      expect(created.statusCode).toBe(200);
      return `/api/project/user/repositories/${created.json<{ repository: { id: string } }>().repository.id}`;
    }

    const committedEntries = (specId: string) =>
      database()
        .db.select({ detail: specAudit.detail, userId: specAudit.userId })
        .from(specAudit)
        .where(and(eq(specAudit.specId, specId), eq(specAudit.action, 'committed')));

    async function commitBoth(user: SignedInTestUser, base: string, branch: string, specIds: string[]) {
      const made = await user.client.post(`${base}/branch`, { branch_name: branch, base_branch: 'main' });
      expect(made.statusCode).toBe(200);
      const [own] = specIds;
      const commit = await user.client.post(`${base}/commit`, {
        branch,
        commit_message: 'Specs: sign-in',
        files: [
          { path: 'specs/sign-in.json', content: '{}\n', spec_id: own },
          { path: 'specs/sign-in.md', content: '# Sign-in\n', spec_id: own },
        ],
        spec_ids: specIds,
      });
      expect(commit.statusCode).toBe(200);
      return commit.json<{ sha: string }>().sha;
    }

    it('GitHub: audits the readable specs and adds their review status to the description', async () => {
      const owner = await signUpNewUser(app, 'notes-github');
      const stranger = await signUpNewUser(app, 'notes-stranger');
      const own = await keepSpec(owner, 'Sign-in rules');
      const foreign = await keepSpec(stranger, 'Someone else’s spec');
      const base = await repositoryOf(owner, `${github.baseUrl}/acme/specs`);
      const sha = await commitBoth(owner, base, 'feature/notes', [own, foreign]);

      expect(await committedEntries(own)).toEqual([
        { detail: `feature/notes at ${sha.slice(0, 7)}: specs/sign-in.json`, userId: owner.id },
      ]);
      expect(await committedEntries(foreign)).toEqual([]);

      github.requests.length = 0;
      const pull = await owner.client.post(`${base}/pull-request`, {
        title: 'Sign-in',
        body: 'What changed.',
        head: 'feature/notes',
        base: 'main',
        spec_ids: [own, foreign],
      });
      expect(pull.json()).toMatchObject({ kind: 'opened', number: 1 });
      const sent = github.requests.find(
        (request) => request.method === 'POST' && request.url.endsWith('/pulls'),
      );
      const body = String((sent?.body as { body?: unknown } | undefined)?.body);
      expect(body).toBe(
        [
          'What changed.',
          '## Review status',
          '### Sign-in rules\n\n- Not approved yet\n- Open comments: 0\n- 0 rows changed since approval',
        ].join('\n\n'),
      );
      expect(body).not.toContain('Someone else');
    });

    it('plain git: the same requests commit, audit and push as before', async () => {
      const owner = await signUpNewUser(app, 'notes-plain');
      const own = await keepSpec(owner, 'Plain spec');
      const base = await repositoryOf(owner, remote.url);
      const sha = await commitBoth(owner, base, 'feature/plain-notes', [own]);
      expect(await committedEntries(own)).toEqual([
        { detail: `feature/plain-notes at ${sha.slice(0, 7)}: specs/sign-in.json`, userId: owner.id },
      ]);
      const pull = await owner.client.post(`${base}/pull-request`, {
        title: 'Plain',
        head: 'feature/plain-notes',
        base: 'main',
        spec_ids: [own, '00000000-0000-4000-8000-000000000000'],
      });
      expect(pull.statusCode).toBe(200);
      expect(pull.json()).toMatchObject({ kind: 'pushed', head: 'feature/plain-notes', base: 'main' });
    });

    it('refuses spec ids that are not ids with 400, before reaching the remote', async () => {
      const owner = await signUpNewUser(app, 'notes-invalid');
      const base = await repositoryOf(owner, remote.url);
      const before = remote.requests();
      const pull = await owner.client.post(`${base}/pull-request`, {
        title: 'Bad',
        head: 'feature/x',
        spec_ids: ['not-an-id'],
      });
      expect(pull.statusCode).toBe(400);
      expect(pull.json().message).toContain('spec_ids');
      expect(remote.requests()).toBe(before);
    });
  },
);
