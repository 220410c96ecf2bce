import { isIP } from 'node:net';
import type { RouteCall } from './api-routes.js';

/** Where nothing listens: a URL to another machine is sent here instead. */
const unreachableLocalHost = '127.0.0.1:1';

const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || (isIP(hostname) === 4 && hostname.startsWith('127.')) || hostname === '[::1]';

function localUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  if (isLoopbackHost(url.hostname)) return text;
  url.host = unreachableLocalHost;
  return url.toString();
}

function localFields(fields: Record<string, unknown>, githubBaseUrl: string): Record<string, unknown> {
  const local = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value === 'string' ? localUrl(value) : value,
    ]),
  );
  const { owner, repo, url, ...rest } = local;
  // A GitHub owner and repo name a repository on github.com: name the same one on the local GitHub.
  if (typeof owner !== 'string' || typeof repo !== 'string' || url !== undefined) return local;
  return { ...rest, url: `${githubBaseUrl}/${owner}/${repo}` };
}

/**
 * A generated call that names only repositories on this machine: a GitHub `owner` and `repo` become the
 * `url` of the same repository on the local GitHub at `githubBaseUrl`, and every URL to another machine
 * points at 127.0.0.1:1 instead.
 */
export function keepLocal(call: RouteCall, githubBaseUrl: string): RouteCall {
  const body =
    typeof call.body === 'object' && call.body !== null && !Array.isArray(call.body)
      ? localFields(call.body as Record<string, unknown>, githubBaseUrl)
      : call.body;
  return {
    params: call.params,
    query: localFields(call.query, githubBaseUrl) as Record<string, string>,
    ...(body === undefined ? {} : { body }),
  };
}
