/** What is wrong with a repository URL: not an http(s) address, a user name or password in it, or a hidden character. */
export type RepositoryUrlProblem = 'invalid' | 'credentials' | 'invisible';

/**
 * Characters nobody sees or means in an address: controls, format characters (zero-width spaces, bidi
 * marks), lone surrogates (text that is not UTF-8), private-use characters, separators other than the
 * ordinary space, default-ignorable characters (Hangul fillers, variation selectors) and U+FFFD, which a
 * decoder writes for bytes that were not UTF-8.
 */
const HIDDEN_CHARACTER =
  /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\uFFFD]|(?! )\p{Zs}/u;

/** The text percent-escapes stand for, or null when the escaped bytes are not UTF-8. */
function percentDecoded(value: string): string | null {
  try {
    return value.replace(/(?:%[0-9a-f]{2})+/gi, (escapes) => decodeURIComponent(escapes));
  } catch {
    return null;
  }
}

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Why a repository URL cannot be saved or used, or null when it can: it must be an http(s) WHATWG URL
 * with a host (whether plain http and local hosts are allowed is the server's setting), without a user
 * name or password (the token has a field of its own), and without hidden characters, written or
 * percent-escaped.
 */
export function repositoryUrlProblem(value: string): RepositoryUrlProblem | null {
  if (HIDDEN_CHARACTER.test(value)) return 'invisible';
  const url = parsedUrl(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '')
    return 'invalid';
  if (url.username !== '' || url.password !== '') return 'credentials';
  const decoded = percentDecoded(url.href);
  if (decoded === null || HIDDEN_CHARACTER.test(decoded)) return 'invisible';
  return null;
}

/** A URL as it may be shown: the same text, or, if it holds a user name or password, the URL without them. */
export function withoutUrlCredentials(value: string): string {
  const url = parsedUrl(value);
  if (!url || (url.username === '' && url.password === '')) return value;
  url.username = '';
  url.password = '';
  return url.href;
}
