import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CODE_ID_PATTERN } from '@specwright/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitCli, seededBareRepository } from '../../test/git-http-server.js';
import { CODE_LINKS_LIMIT_MESSAGE, MAX_CODE_LINKS, scanCommit } from './git-code-scan.js';
import { GitProviderError } from './git-provider.js';

const IDS = ['REQ-1', 'REQ-2'];
/** A minified bundle's kind of line: one 1,000-character line of `a`s, made to make a pattern backtrack. */
const HOSTILE_LINE = 'a'.repeat(1000);

describe('a code scan of a commit (the git worker thread part)', () => {
  let root: string;
  let gitdir: string;
  let commit: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'specwright-code-scan-'));
    gitdir = await seededBareRepository(root, {
      'src/full.ts': '// REQ-1\n'.repeat(MAX_CODE_LINKS),
      'src/over.ts': '// REQ-2\n',
      'src/login.test.ts': "it('REQ-2 signs in, REQ-404 is none', () => {});\n",
      'dist/bundle.js': `${HOSTILE_LINE}\n`.repeat(50),
    });
    commit = (await gitCli(['--git-dir', gitdir, 'rev-parse', 'main'])).trim();
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('keeps 50,000 places and stops at the next one with its message', async () => {
    const scan = (ids: string[]) => scanCommit({ gitdir, commit, pattern: DEFAULT_CODE_ID_PATTERN, ids });
    const full = await scan(['REQ-1']);
    expect(full.matches).toHaveLength(MAX_CODE_LINKS);
    expect(full.matches.slice(0, 2)).toEqual([
      ['REQ-1', 'src/full.ts', 1],
      ['REQ-1', 'src/full.ts', 2],
    ]);
    const over = scan(IDS);
    await expect(over).rejects.toBeInstanceOf(GitProviderError);
    await expect(over).rejects.toThrow(CODE_LINKS_LIMIT_MESSAGE);
  });

  it('scans lines made to backtrack with a pattern made to, in bounded time', async () => {
    const started = performance.now();
    const found = await scanCommit({ gitdir, commit, pattern: '(?:.*a){20}Q|a|REQ-\\d+', ids: ['REQ-2'] });
    expect(found.matches).toEqual([
      ['REQ-2', 'src/login.test.ts', 1],
      ['REQ-2', 'src/over.ts', 1],
    ]);
    // 50 lines of the bundle at a few milliseconds each; a backtracking engine takes minutes on one.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
