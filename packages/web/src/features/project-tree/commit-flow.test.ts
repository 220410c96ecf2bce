import { PROJECT_MESSAGES } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { outcomeMessage } from './commit-flow';

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
