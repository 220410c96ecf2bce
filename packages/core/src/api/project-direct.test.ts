import { describe, expect, it } from 'vitest';
import {
  DIRECT_MESSAGES,
  directContentQuerySchema,
  directRepositoryUrl,
  directTreeQuerySchema,
} from './project-direct.js';

describe('direct repository calls', () => {
  it('name a repository by owner and repo (github.com) or by url, never both', () => {
    expect(directRepositoryUrl({ owner: 'acme', repo: 'specs' })).toBe('https://github.com/acme/specs');
    expect(directRepositoryUrl({ url: 'https://git.example.com/a/b.git' })).toBe(
      'https://git.example.com/a/b.git',
    );
    expect(directTreeQuerySchema.parse({ owner: 'acme', repo: 'specs' })).toEqual({
      owner: 'acme',
      repo: 'specs',
      access_token: '',
      branch: 'main',
    });
    for (const query of [
      { owner: 'acme' },
      {},
      { owner: 'acme', repo: 'specs', url: 'https://x.test/a/b' },
    ]) {
      const parsed = directTreeQuerySchema.safeParse(query);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(DIRECT_MESSAGES.repositoryRequired);
    }
    expect(directTreeQuerySchema.safeParse({ owner: 'ac/me', repo: 'specs' }).success).toBe(false);
  });

  it('take a repository-relative path and a valid branch', () => {
    const named = { owner: 'acme', repo: 'specs' };
    expect(directContentQuerySchema.safeParse({ ...named, path: 'specs/a.json' }).success).toBe(true);
    expect(directContentQuerySchema.safeParse({ ...named, path: '../a.json' }).success).toBe(false);
    expect(directContentQuerySchema.safeParse({ ...named, path: 'a.json', branch: 'a..b' }).success).toBe(
      false,
    );
  });
});
