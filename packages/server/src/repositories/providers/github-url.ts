/** A repository on github.com or on a GitHub Enterprise Server, and the REST API that serves it. */
export interface GitHubRepository {
  owner: string;
  repo: string;
  /** `https://api.github.com` for github.com, `<scheme>://<host>/api/v3` for GitHub Enterprise Server. */
  apiBaseUrl: string;
}

const GITHUB_COM_HOSTS = new Set(['github.com', 'www.github.com']);

function webUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The owner, name and API base URL of a repository's web address (`https://github.com/acme/specs`,
 * `https://ghe.example.com/acme/specs.git`), or null when the URL names no repository. An explicit
 * `apiBaseUrl` replaces the one derived from the host.
 */
export function parseGitHubUrl(url: string, apiBaseUrl?: string): GitHubRepository | null {
  const parsed = webUrl(url.trim());
  if (!parsed) return null;
  const parts = parsed.pathname.split('/').filter((part) => part !== '');
  if (parts.length !== 2) return null;
  const [owner, name] = parts as [string, string];
  const repo = name.replace(/\.git$/i, '');
  if (repo === '' || !/^[\w.-]+$/.test(owner) || !/^[\w.-]+$/.test(repo)) return null;
  const host = parsed.host.toLowerCase();
  const derived = GITHUB_COM_HOSTS.has(host)
    ? 'https://api.github.com'
    : `${parsed.protocol}//${host}/api/v3`;
  return { owner, repo, apiBaseUrl: (apiBaseUrl ?? derived).replace(/\/+$/, '') };
}

/** Whether a repository URL is on github.com or on one of the configured GitHub Enterprise Server hosts. */
export function isGitHubUrl(url: string, enterpriseHosts: readonly string[]): boolean {
  const parsed = webUrl(url.trim());
  if (!parsed) return false;
  const host = parsed.host.toLowerCase();
  const hostname = parsed.hostname.toLowerCase();
  if (GITHUB_COM_HOSTS.has(hostname)) return true;
  return enterpriseHosts.some((entry) => {
    const configured = entry.trim().toLowerCase();
    return configured !== '' && (configured === host || configured === hostname);
  });
}
