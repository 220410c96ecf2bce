import { describe, expect, it } from 'vitest';
import { isGitHubUrl, parseGitHubUrl } from './github-url.js';

describe('GitHub repository URLs', () => {
  it.each([
    ['https://github.com/acme/specs', 'acme', 'specs'],
    ['https://github.com/acme/specs.git', 'acme', 'specs'],
    ['https://www.github.com/Acme-Org/my.specs/', 'Acme-Org', 'my.specs'],
    ['  https://GitHub.com/acme/specs.GIT  ', 'acme', 'specs'],
  ])('%s is %s/%s on api.github.com', (url, owner, repo) =>
    expect(parseGitHubUrl(url)).toEqual({ owner, repo, apiBaseUrl: 'https://api.github.com' }),
  );

  it('puts a GitHub Enterprise Server API under /api/v3 of its host, port included', () => {
    expect(parseGitHubUrl('https://ghe.example.com/acme/specs.git')).toEqual({
      owner: 'acme',
      repo: 'specs',
      apiBaseUrl: 'https://ghe.example.com/api/v3',
    });
    expect(parseGitHubUrl('https://GHE.example.com:8443/acme/specs')?.apiBaseUrl).toBe(
      'https://ghe.example.com:8443/api/v3',
    );
  });

  it('leaves user names and passwords in the URL out of the API address', () => {
    expect(parseGitHubUrl('https://someone:secret@ghe.example.com/acme/specs')?.apiBaseUrl).toBe(
      'https://ghe.example.com/api/v3',
    );
  });

  it('takes an explicit API base URL over the derived one (without a trailing slash)', () => {
    expect(parseGitHubUrl('https://github.com/acme/specs', 'http://127.0.0.1:9000/')).toEqual({
      owner: 'acme',
      repo: 'specs',
      apiBaseUrl: 'http://127.0.0.1:9000',
    });
  });

  it.each([
    'not a url',
    'ftp://github.com/acme/specs',
    'git@github.com:acme/specs.git',
    'https://github.com/acme',
    'https://github.com/acme/specs/tree/main',
    'https://github.com/acme/.git',
    'https://github.com/ac%20me/specs',
  ])('%s names no repository', (url) => expect(parseGitHubUrl(url)).toBeNull());

  it('recognises github.com and the configured Enterprise Server hosts only', () => {
    const hosts = ['ghe.example.com', 'git.corp.example:8443'];
    expect(isGitHubUrl('https://github.com/acme/specs', [])).toBe(true);
    expect(isGitHubUrl('https://www.github.com/acme/specs', [])).toBe(true);
    expect(isGitHubUrl('https://GHE.example.com/acme/specs', hosts)).toBe(true);
    expect(isGitHubUrl('https://git.corp.example:8443/acme/specs', hosts)).toBe(true);
    expect(isGitHubUrl('https://git.corp.example/acme/specs', hosts)).toBe(false);
    expect(isGitHubUrl('https://gitlab.com/acme/specs', hosts)).toBe(false);
    expect(isGitHubUrl('https://github.com.evil.example/acme/specs', hosts)).toBe(false);
    expect(isGitHubUrl('https://ghe.example.com/acme/specs', [])).toBe(false);
    expect(isGitHubUrl('not a url', hosts)).toBe(false);
  });
});
