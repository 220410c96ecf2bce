import { PROJECT_MESSAGES } from '@specwright/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/auth-fetch';
import { commitFormError, outcomeMessage, runCommitFlow } from './commit-flow';

describe('what the commit dialog says when it is done', () => {
  it('names the new branch, links the pull request opened, or says where to open it', () => {
    expect(outcomeMessage({ kind: 'committed', branch: 'feature/1-specwright' })).toEqual({
      message: 'Committed to the new branch feature/1-specwright.',
    });
    const url = 'https://github.com/acme/specs/pull/3';
    expect(
      outcomeMessage({
        kind: 'pullRequest',
        branch: 'feature/1-specwright',
        pullRequest: { kind: 'opened', number: 3, url },
      }),
    ).toEqual({
      message: 'Successfully created pull request!',
      link: { href: url, label: `Pull request #3: ${url}` },
    });
    expect(PROJECT_MESSAGES.pullRequestCreated).toBe('Successfully created pull request!');
    const pushed = {
      kind: 'pushed' as const,
      head: 'feature/x',
      base: 'main',
      compare_url: null,
      message: 'The branch feature/x was pushed.',
    };
    expect(outcomeMessage({ kind: 'pullRequest', branch: 'feature/x', pullRequest: pushed })).toEqual({
      message: 'The branch feature/x was pushed.',
    });
  });
});

describe('the commit flow checks every spec before it writes anything', () => {
  afterEach(() => vi.unstubAllGlobals());
  const request = {
    mode: 'commit' as const,
    repositoryId: 'r1',
    baseBranch: 'main',
    branch: 'feature/1-specwright',
    message: 'Specs',
    title: '',
    files: [
      { path: 'specs/a.spec.json', content: '{"rows": []}' },
      { path: 'specs/a.spec.md', content: '# A' },
    ],
    changes: [],
  };

  it('stops on a spec the server finds broken, naming its path', async () => {
    const { calls } = stubFetch({
      'POST /api/project/file/validate': {
        body: { valid: false, errors: ['Invalid JSON structure: missing or invalid columns array'] },
      },
    });
    await expect(runCommitFlow(request)).rejects.toThrow(
      'specs/a.spec.json: Invalid JSON structure: missing or invalid columns array',
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/project/file/validate']);
    expect(calls[0]?.body).toEqual({ content: '{"rows": []}' });
  });

  it('says when the check itself failed', async () => {
    stubFetch({ 'POST /api/project/file/validate': { status: 503, body: { message: 'Try again later.' } } });
    await expect(runCommitFlow(request)).rejects.toThrow('Failed to validate file: Try again later.');
  });
});

describe('the commit flow names the call that failed', () => {
  afterEach(() => vi.unstubAllGlobals());
  const base = '/api/project/user/repositories/r1';
  const request = {
    mode: 'commitAndPullRequest' as const,
    repositoryId: 'r1',
    baseBranch: 'main',
    branch: 'feature/1-specwright',
    message: 'Specs',
    title: 'Specs',
    files: [{ path: 'specs/a.md', content: '# A' }],
    changes: [],
  };

  it('asks for a repository first', () => {
    const form = { mode: 'commit' as const, message: 'm', title: '', branch: '', fileCount: 1 };
    expect(commitFormError({ ...form, repositoryId: null })).toBe('Please select a repository first');
    expect(commitFormError({ ...form, repositoryId: 'r1', message: ' ' })).toBe(
      'Please enter a commit message',
    );
  });

  it('says which of branch, commit and pull request failed, with the server detail', async () => {
    let failing = 'branch';
    const answer = (step: string, body: unknown) => () =>
      failing === step
        ? { status: 502, body: { message: 'The repository could not be reached.' } }
        : { body };
    stubFetch({
      [`POST ${base}/branch`]: answer('branch', { branch: 'feature/1-specwright', sha: 'a' }),
      [`POST ${base}/commit`]: answer('commit', { branch: 'feature/1-specwright', sha: 'b' }),
      [`POST ${base}/pull-request`]: answer('pullRequest', {
        kind: 'opened',
        number: 1,
        url: 'https://github.com/a/b/pull/1',
      }),
    });
    const detail = 'The repository could not be reached.';
    await expect(runCommitFlow(request)).rejects.toThrow(`Failed to create branch: ${detail}`);
    failing = 'commit';
    await expect(runCommitFlow(request)).rejects.toThrow(`Failed to commit changes: ${detail}`);
    failing = 'pullRequest';
    await expect(runCommitFlow(request)).rejects.toThrow(`Failed to create pull request: ${detail}`);
  });

  it('sends the kept specs of the files with the commit and the pull request', async () => {
    const specId = '5f0c6a8e-3c1b-4d5e-9f00-1a2b3c4d5e6f';
    const { calls } = stubFetch({
      [`POST ${base}/branch`]: { body: { branch: 'feature/1-specwright', sha: 'a' } },
      [`POST ${base}/commit`]: { body: { branch: 'feature/1-specwright', sha: 'b' } },
      [`POST ${base}/pull-request`]: {
        body: { kind: 'opened', number: 1, url: 'https://github.com/a/b/pull/1' },
      },
    });
    const files = [
      { path: 'specs/a.md', content: '# A', spec_id: specId },
      { path: 'specs/b.md', content: '# B' },
    ];
    await runCommitFlow({ ...request, files });
    const bodyOf = (suffix: string) => calls.find((call) => call.path === `${base}/${suffix}`)?.body;
    expect(bodyOf('commit')).toMatchObject({ files, spec_ids: [specId] });
    expect(bodyOf('pull-request')).toMatchObject({ head: 'feature/1-specwright', spec_ids: [specId] });
  });
});
