import { LOCAL_REMOTE_REFUSED } from '../remote-address.js';
import { GitProviderError } from './git-provider.js';

export const PLAIN_GIT_MESSAGES = {
  invalidUrl: 'The repository URL must be an https URL.',
  tokenRefused: 'The repository refused the access token.',
  forbidden: 'The access token is not allowed to do this on the repository.',
  repositoryNotFound: 'The repository was not found.',
  unreachable: 'The repository could not be reached.',
  branchChanged: 'The branch changed on the repository meanwhile. Reload it and try again.',
  failed: 'The git operation on the repository failed.',
} as const;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** Removes the token and any `user:password@` of a URL from a text that may be shown or logged. */
export function sanitizeGitMessage(message: string, token: string): string {
  const withoutCredentials = message.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/\s@]*@/gi, '$1');
  return token ? withoutCredentials.split(token).join('***') : withoutCredentials;
}

function httpStatusOf(error: { data?: unknown }): number | undefined {
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('statusCode' in data)) return undefined;
  return typeof data.statusCode === 'number' ? data.statusCode : undefined;
}

/**
 * The remote refused to update the branch: moved meanwhile (409), or refused by a rule of the host
 * such as a protected branch or a hook (403, with the host's reason, which the user needs to act).
 */
function pushRefused(failure: { data?: unknown }, token: string): GitProviderError {
  const data = failure.data;
  const details =
    typeof data === 'object' &&
    data !== null &&
    'prettyDetails' in data &&
    typeof data.prettyDetails === 'string'
      ? data.prettyDetails
      : '';
  if (/non-fast-forward|fetch first|stale info/i.test(details)) {
    return new GitProviderError(409, PLAIN_GIT_MESSAGES.branchChanged);
  }
  const reason = sanitizeGitMessage(details.replace(/\s+/g, ' ').trim(), token).slice(0, 200);
  return new GitProviderError(
    403,
    reason ? `The repository refused the push: ${reason}` : PLAIN_GIT_MESSAGES.forbidden,
  );
}

/**
 * The `GitProviderError` for a failure of isomorphic-git or of the HTTP client. The messages are
 * fixed texts: a remote's answer or a library message may quote the URL with its credentials.
 */
export function toGitProviderError(error: unknown, token: string): GitProviderError {
  if (error instanceof GitProviderError) return error;
  const failure = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    data?: unknown;
  };
  const code = typeof failure.code === 'string' ? failure.code : '';
  if (code === 'EREFUSEDADDRESS') return new GitProviderError(400, LOCAL_REMOTE_REFUSED);
  if (code === 'EINVALIDREMOTE') return new GitProviderError(400, PLAIN_GIT_MESSAGES.invalidUrl);
  // The provider cancels when the remote refuses the token a second time (see `onAuthFailure`).
  if (code === 'UserCanceledError') return new GitProviderError(401, PLAIN_GIT_MESSAGES.tokenRefused);
  if (code === 'HttpError') {
    const status = httpStatusOf(failure);
    if (status === 401) return new GitProviderError(401, PLAIN_GIT_MESSAGES.tokenRefused);
    if (status === 403) return new GitProviderError(403, PLAIN_GIT_MESSAGES.forbidden);
    if (status === 404) return new GitProviderError(404, PLAIN_GIT_MESSAGES.repositoryNotFound);
    return new GitProviderError(502, PLAIN_GIT_MESSAGES.unreachable);
  }
  if (code === 'PushRejectedError') return new GitProviderError(409, PLAIN_GIT_MESSAGES.branchChanged);
  if (code === 'GitPushError') return pushRefused(failure, token);
  if (NETWORK_CODES.has(code)) return new GitProviderError(502, PLAIN_GIT_MESSAGES.unreachable);
  return new GitProviderError(502, PLAIN_GIT_MESSAGES.failed);
}
