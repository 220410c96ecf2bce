/** A branch name in a URL path: each part encoded, the slashes kept (forges show `feature/x` as is). */
function pathBranch(branch: string): string {
  return branch.split('/').map(encodeURIComponent).join('/');
}

/** The repository's web address: the clone URL without credentials, query, trailing slash or `.git`. */
function webBase(url: URL): string {
  const path = url.pathname.replace(/\/+$/, '').replace(/\.git$/, '');
  return `${url.protocol}//${url.host}${path}`;
}

/**
 * Where the user opens the pull request from `head` into `base` on the forge, for the URL shapes of
 * GitLab, Bitbucket and Gitea-like forges (Gitea, Forgejo, Codeberg, GitHub), or null when the host
 * does not tell which forge it is.
 */
export function forgeCompareUrl(repositoryUrl: string, head: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(repositoryUrl);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const repository = webBase(url);
  if (host.includes('gitlab')) {
    const source = encodeURIComponent(head);
    const target = encodeURIComponent(base);
    return `${repository}/-/merge_requests/new?merge_request[source_branch]=${source}&merge_request[target_branch]=${target}`;
  }
  if (host.includes('bitbucket')) {
    return `${repository}/pull-requests/new?source=${encodeURIComponent(head)}&dest=${encodeURIComponent(base)}`;
  }
  if (['gitea', 'forgejo', 'codeberg', 'github'].some((name) => host.includes(name))) {
    return `${repository}/compare/${pathBranch(base)}...${pathBranch(head)}`;
  }
  return null;
}

/** The user name a forge expects with an access token sent as the basic-auth password. */
export function tokenUserName(repositoryUrl: string): string {
  const host = URL.canParse(repositoryUrl) ? new URL(repositoryUrl).hostname.toLowerCase() : '';
  if (host.includes('gitlab')) return 'oauth2';
  if (host.includes('bitbucket')) return 'x-token-auth';
  return 'x-access-token';
}
