import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directTreeQuerySchema } from './project-direct.js';
import { REPOSITORY_MESSAGES, repositoryCreateSchema, repositoryUpdateSchema } from './repositories.js';
import { repositoryUrlProblem, withoutUrlCredentials } from './repository-url.js';

const valid = [
  'https://github.com/acme/specs',
  'https://ghe.example.com/acme/specs.git',
  'https://dev.azure.com/org/My%20Project/_git/specs',
  'https://gitlab.example.com/group/sub/r%C3%A9qs.git',
  'http://127.0.0.1:8080/git/specs.git',
];

/** Characters a person cannot see in an address (or that are not UTF-8 text), each a way of hiding one. */
const hidden = [
  '\u200b',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u202e',
  '\u3164',
  '\u00a0',
  '\u0007',
  '\u007f',
  '\u0085',
  '\u2028',
  '\ud800',
  '\udfff',
  '\ufffd',
  '\ue000',
  '\ufe0f',
];

const messageOf = (github_url: string) =>
  repositoryCreateSchema
    .safeParse({ name: 'Specs', github_url, access_token: 't' })
    .error?.issues.map((issue) => issue.message) ?? [];

describe('the repository URL rule', () => {
  it.each(valid)('accepts %s', (url) => expect(repositoryUrlProblem(url)).toBeNull());

  it('refuses a hidden character anywhere in the URL, written or percent-escaped', () => {
    fc.assert(
      fc.property(fc.constantFrom(...valid), fc.constantFrom(...hidden), fc.nat(), (url, character, at) => {
        const position = 8 + (at % (url.length - 8));
        const withHidden = url.slice(0, position) + character + url.slice(position);
        expect(repositoryUrlProblem(withHidden)).toBe('invisible');
        const escaped = encodeURIComponent(/\p{Cs}/u.test(character) ? '\ufffd' : character);
        expect(repositoryUrlProblem(`${url}/${escaped}`)).toBe('invisible');
      }),
    );
    expect(repositoryUrlProblem('https://github.com/acme/specs%FF')).toBe('invisible');
    expect(repositoryUrlProblem('https://github.com/acme/specs%ED%A0%80')).toBe('invisible');
  });

  it('refuses a user name or password, whatever they are', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9_.~-]{1,30}$/);
    fc.assert(
      fc.property(part, fc.option(part), fc.constantFrom(...valid), (user, password, url) => {
        const at = url.indexOf('//') + 2;
        const credentials = password === null ? user : `${user}:${password}`;
        const withCredentials = `${url.slice(0, at)}${credentials}@${url.slice(at)}`;
        expect(repositoryUrlProblem(withCredentials)).toBe('credentials');
        expect(withoutUrlCredentials(withCredentials)).not.toContain(`${credentials}@`);
      }),
    );
  });

  it('refuses what is not an http(s) URL with a host', () => {
    for (const url of [
      'github.com/acme/specs',
      'file:///srv/repo.git',
      'ssh://git@github.com/a/b',
      'https://',
    ])
      expect(repositoryUrlProblem(url)).toBe('invalid');
  });

  it('is the rule of saving, editing and the direct calls, each with a clear message', () => {
    expect(messageOf('https://github.com/acme/specs\u200b')).toEqual([REPOSITORY_MESSAGES.invisibleInUrl]);
    expect(messageOf('https://x:ghp_1@github.com/a/b')).toEqual([REPOSITORY_MESSAGES.credentialsInUrl]);
    expect(messageOf('  ')).toEqual([REPOSITORY_MESSAGES.requiredFields]);
    expect(messageOf(' https://github.com/acme/specs ')).toEqual([]);
    const update = repositoryUpdateSchema.safeParse({ name: 'S', github_url: 'https://u:p@h.example/a' });
    expect(update.error?.issues[0]?.message).toBe(REPOSITORY_MESSAGES.credentialsInUrl);
    const direct = directTreeQuerySchema.safeParse({ url: 'https://h.example/a\u2060' });
    expect(direct.error?.issues[0]?.message).toBe(REPOSITORY_MESSAGES.invisibleInUrl);
  });

  it('shows a URL without its credentials, and any other text as it is', () => {
    expect(withoutUrlCredentials('https://x:ghp_1@github.com/a/b')).toBe('https://github.com/a/b');
    expect(withoutUrlCredentials('https://github.com/a/b')).toBe('https://github.com/a/b');
    expect(withoutUrlCredentials('not a url')).toBe('not a url');
  });
});
