import { errorCodes, REFUSED_ADDRESS_CODE } from '../guarded-fetch.js';
import { LOCAL_REMOTE_REFUSED } from '../remote-address.js';
import { GitProviderError } from './git-provider.js';

export const GITHUB_MESSAGES = {
  tokenRefused: 'The repository refused the access token.',
  forbidden: 'The access token may not do this on the repository.',
  notFound: 'Repository or file not found.',
  unreachable: 'GitHub could not be reached.',
  timedOut: 'GitHub did not answer in time.',
} as const;

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** What the GitHub API client throws when GitHub answered with an error status. */
export interface GitHubResponseError {
  status: number;
  response: { headers: Record<string, unknown>; data: unknown };
}

function isResponseError(error: unknown): error is GitHubResponseError {
  if (!(error instanceof Error) || !('status' in error) || !('response' in error)) return false;
  const { response } = error as { response: unknown };
  return typeof response === 'object' && response !== null && 'headers' in response;
}

interface GitHubErrorBody {
  message?: unknown;
  errors?: unknown;
}

/** GitHub's own words for a failure: its message and those of its validation errors. */
export function githubErrorText(error: GitHubResponseError): string {
  const body = error.response.data;
  if (typeof body !== 'object' || body === null) return typeof body === 'string' ? body : '';
  const { message, errors } = body as GitHubErrorBody;
  const details = (Array.isArray(errors) ? errors : [])
    .map((entry: unknown) => {
      if (typeof entry === 'string') return entry;
      if (typeof entry !== 'object' || entry === null) return '';
      const { message: text, resource, field, code } = entry as Record<string, unknown>;
      if (typeof text === 'string') return text;
      return [resource, field, code].filter((part) => typeof part === 'string').join(' ');
    })
    .filter((detail) => detail !== '');
  const head = typeof message === 'string' ? message : '';
  return details.length > 0 ? `${head}: ${details.join('; ')}` : head;
}

/** Text from GitHub made safe to show: no token, no control characters, one short line. */
export function sanitized(text: string, token: string): string {
  let safe = text;
  if (token !== '') safe = safe.split(token).join('[REDACTED]');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const controls = /[\u0000-\u001f\u007f]+/g;
  safe = safe.replace(controls, ' ').replace(/\s+/g, ' ').trim();
  return safe.length > 300 ? `${safe.slice(0, 297)}...` : safe;
}

function header(error: GitHubResponseError, name: string): string | undefined {
  const value = error.response.headers[name];
  return value === undefined ? undefined : String(value);
}

/** A rate limit answer: the primary limit used up, or a secondary limit asking to wait. */
function rateLimitError(error: GitHubResponseError): GitProviderError | null {
  const reset = Number(header(error, 'x-ratelimit-reset'));
  const retryAfter = Number(header(error, 'retry-after'));
  const exhausted = header(error, 'x-ratelimit-remaining') === '0';
  if (!exhausted && !(retryAfter > 0) && error.status !== 429) return null;
  const when =
    exhausted && reset > 0
      ? new Date(reset * 1000)
      : retryAfter > 0
        ? new Date(Date.now() + retryAfter * 1000)
        : null;
  const after = when ? `after ${when.toUTCString()}` : 'later';
  return new GitProviderError(429, `GitHub's rate limit is reached; try again ${after}.`);
}

function networkError(error: unknown): GitProviderError {
  const codes = errorCodes(error);
  if (codes.includes(REFUSED_ADDRESS_CODE)) return new GitProviderError(400, LOCAL_REMOTE_REFUSED);
  if (codes.some((code) => TIMEOUT_CODES.has(code)))
    return new GitProviderError(504, GITHUB_MESSAGES.timedOut);
  return new GitProviderError(502, GITHUB_MESSAGES.unreachable);
}

/** A validation failure that means "it is already there", answered as a conflict with a clear message. */
export interface GitHubConflict {
  when: RegExp;
  message: string;
}

/**
 * The `GitProviderError` for anything the GitHub API client threw. Only fixed messages and GitHub's
 * sanitized validation text are used: the client's own messages may quote the request.
 */
export function githubFailure(error: unknown, token: string, conflict?: GitHubConflict): GitProviderError {
  if (error instanceof GitProviderError) return error;
  if (!isResponseError(error)) return networkError(error);
  const status = error.status;
  if (status === 401) return new GitProviderError(401, GITHUB_MESSAGES.tokenRefused);
  if (status === 403 || status === 429) {
    const limited = rateLimitError(error);
    if (limited) return limited;
    return new GitProviderError(403, GITHUB_MESSAGES.forbidden);
  }
  if (status === 404) return new GitProviderError(404, GITHUB_MESSAGES.notFound);
  if (status === 409 || status === 422) {
    const original = githubErrorText(error);
    if (status === 422 && conflict?.when.test(original)) return new GitProviderError(409, conflict.message);
    const text = sanitized(original, token);
    return new GitProviderError(status, text === '' ? 'GitHub refused the change.' : text);
  }
  return new GitProviderError(502, `GitHub answered with an error (${status}).`);
}
