import { TEST_PASSWORD } from './auth-client.js';

/** Passwords the server tests sign up, sign in or reset with. */
const testPasswords = [TEST_PASSWORD, 'a brand new secret', 'yet another one', 'not the password'];

/** What must never be in the log, each with the words the teardown reports it by. */
const secretPatterns: Array<[string, RegExp]> = [
  ['a password used by the tests', new RegExp(testPasswords.join('|'))],
  ['a password reset link', /reset-token=(?!\[REDACTED\])[^\s"&]/],
  ['a password reset token', /reset-password[:/](?!\[REDACTED\])[^\s"?]/],
  ['the parameters of a query', /"params":|\\nparams: (?!\[REDACTED\])/],
  ['a session token', /session_token=(?!\[REDACTED\])[^\s";]/],
  ['a personal API token', /spw_[A-Za-z0-9_-]{20,}/],
  ['a bearer token', /Bearer (?!\[REDACTED\])[^\s"]/],
  ['an access token in a query string', /[?&]access_token=(?!\[REDACTED\])[^\s"&#]/],
  [
    'a password in a URL',
    /[a-z][a-z0-9+.-]*(?::\/\/|%3a%2f%2f)(?!\[REDACTED\])[^\s/?#"@%]+(?::|%3a)[^\s/?#"@]*(?:@|%40)/i,
  ],
];

/** The kinds of secret found in log lines, each with the first line it is in (empty: none). */
export function findSecretsInLog(lines: readonly string[]): string[] {
  const found: string[] = [];
  for (const [kind, pattern] of secretPatterns) {
    const line = lines.find((candidate) => pattern.test(candidate));
    if (line !== undefined) found.push(`${kind}: ${line.slice(0, 500)}`);
  }
  return found;
}
