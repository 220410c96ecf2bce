/** Pure helpers that keep secrets out of logs and error messages. */

export const redacted = '[REDACTED]';

/**
 * The user name and password of URLs anywhere in a text: written plainly (`https://u:p@host`, up to the
 * last `@` before the path) or percent-escaped as a query value (`https%3A%2F%2Fu%3Ap%40host`).
 */
const plainUrlCredentials = /([a-z][a-z0-9+.-]*:\/\/)[^\s/?#\\"'<>]+@/gi;
const escapedUrlCredentials =
  /([a-z][a-z0-9+.-]*%3a%2f%2f)(?:[^\s/?#&\\"'<>%]|%(?!2f|3f|23)[0-9a-f]{2})+%40/gi;

/** Replaces the user and password of every URL in a text: `postgres://u:p@h/db` → `postgres://***@h/db`. */
export function redactUrlCredentials(value: string): string {
  // Most logged texts have no `@` at all: they skip both patterns.
  if (!value.includes('@') && !value.includes('%40')) return value;
  return value.replace(plainUrlCredentials, '$1***@').replace(escapedUrlCredentials, '$1***%40');
}

/** A database URL shown to the operator: protocol, host, port and database name; never the credentials. */
export function databaseUrlForDisplay(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const port = url.port || '5432';
    return `${url.protocol}//${url.hostname || 'localhost'}:${port}${url.pathname}`;
  } catch {
    return redactUrlCredentials(databaseUrl);
  }
}

/** Query parameters that carry credentials: repository tokens, OAuth codes and state, reset tokens. */
const secretQueryParameters = ['access_token', 'token', 'reset-token', 'code', 'state', 'id_token'];
/** Such a parameter and its value, also percent-escaped inside another parameter's value (`url=…%3Ftoken%3D…`). */
const secretQueryPattern = new RegExp(
  `((?:[?&]|%3f|%26)(?:${secretQueryParameters.join('|')})(?:=|%3d))(?:(?!%26)[^&#\\s"])*`,
  'gi',
);

/**
 * A text (a request URL as logged, a message) without its credentials: the user names and passwords of
 * URLs in it, the values of `access_token`, `token`, `reset-token`, `code`, `state` and `id_token` query
 * parameters, the token in `/api/auth/reset-password/<token>`, and an invitation's in
 * `/api/invitations/<token>` and `/invite/<token>`.
 */
export function redactUrlSecrets(url: string): string {
  return redactUrlCredentials(url)
    .replace(secretQueryPattern, `$1${redacted}`)
    .replace(/(\/reset-password\/)[^/?#]+/i, `$1${redacted}`)
    .replace(/(\/(?:invitations|invite)\/)[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g, `$1${redacted}`);
}

const secretKeyPattern = /password|token|secret|api_?key|authorization|cookie/i;

/** Whether a field of this name holds a secret (`password`, `accessToken`, `LLM_API_KEY`, `cookie`, …). */
export function isSecretFieldName(name: string): boolean {
  return secretKeyPattern.test(name);
}

/**
 * A copy of a plain value in which every field whose name looks secret is replaced by `[REDACTED]`, and
 * every string is without the credentials of URLs (`redactUrlSecrets`), at any depth. Non-plain objects
 * (errors, dates, buffers) are kept as they are.
 */
export function redactSecretFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactUrlSecrets(value);
  if (depth > 8 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => redactSecretFields(item, depth + 1));
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    copy[key] = isSecretFieldName(key) ? redacted : redactSecretFields(field, depth + 1);
  }
  return copy;
}

/**
 * Fields of database errors that hold a query's values: drizzle's and PGlite's `params`, PostgreSQL's
 * `detail` ("Key (email)=(…) already exists.") and `where` ("unnamed portal parameter $1 = '…'").
 */
const queryValueFields: ReadonlySet<string> = new Set(['params', 'detail', 'where', 'queryOptions']);

/** Shorter values are not searched for in messages (they would hide parts of ordinary words). */
const minimumHiddenValueLength = 3;

function parametersOf(error: unknown, depth = 0): unknown[][] {
  if (depth > 8 || typeof error !== 'object' || error === null) return [];
  const own = (error as { params?: unknown }).params;
  const rest = parametersOf((error as { cause?: unknown }).cause, depth + 1);
  return Array.isArray(own) ? [own, ...rest] : rest;
}

/**
 * The texts under which a failed query's values can appear in an error's message or stack: the whole
 * list as drizzle writes it (`params: a,b,c`) and each string value, longest first.
 */
export function queryValueTexts(error: unknown): string[] {
  const texts = new Set<string>();
  for (const params of parametersOf(error)) {
    texts.add(String(params));
    for (const value of params) if (typeof value === 'string') texts.add(value);
  }
  return [...texts]
    .filter((text) => text.length >= minimumHiddenValueLength)
    .sort((a, b) => b.length - a.length);
}

/**
 * A serialized error (pino's `err` serializer output) without the values of the failed query it reports:
 * the value fields are dropped and every value is replaced by `[REDACTED]` in the message and stack, so
 * emails, names or feedback text sent to the database never reach the log. The SQL text stays.
 */
export function redactQueryValues(
  error: unknown,
  serialized: Record<string, unknown>,
): Record<string, unknown> {
  const hidden = queryValueTexts(error);
  const hide = (text: string) => hidden.reduce((result, value) => result.replaceAll(value, redacted), text);
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(serialized)) {
    if (queryValueFields.has(key)) continue;
    copy[key] = typeof field === 'string' && hidden.length > 0 ? hide(field) : field;
  }
  return copy;
}
