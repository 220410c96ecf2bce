import type { RestEndpointMethodTypes } from '@octokit/rest';

/**
 * Answers in the shapes GitHub's REST API sends (typed by the API description the client is built
 * from, so a missing or misnamed field does not compile). The repository and the pull request carry the
 * fields a provider reads and their usual neighbours, not all of GitHub's hundred.
 */
type Data<T extends { response: { data: unknown } }> = T['response']['data'];
type Git = RestEndpointMethodTypes['git'];
export type GitRef = Data<Git['getRef']>;
export type GitTree = Data<Git['getTree']>;
export type GitCommit = Data<Git['getCommit']>;
export type GitBlob = Data<Git['getBlob']>;
export type ShortBlob = Data<Git['createBlob']>;
type FullRepository = Data<RestEndpointMethodTypes['repos']['get']>;
type PullRequest = Data<RestEndpointMethodTypes['pulls']['create']>;
type Content = Data<RestEndpointMethodTypes['repos']['getContent']>;
type ContentFile = Extract<Content, { type: 'file' }>;
type ContentSubmodule = Extract<Content, { type: 'submodule' }>;
type ContentDirectory = Extract<Content, unknown[]>;

export const OWNER = 'acme';
export const REPO = 'specs';
const API = `https://api.github.com/repos/${OWNER}/${REPO}`;
const WEB = `https://github.com/${OWNER}/${REPO}`;
const DOCS = 'https://docs.github.com/rest';

const account = {
  login: OWNER,
  id: 1,
  node_id: 'MDEyOk9yZ2FuaXphdGlvbjE=',
  type: 'Organization',
  url: `https://api.github.com/users/${OWNER}`,
  html_url: `https://github.com/${OWNER}`,
};

export function repositoryShape(
  defaultBranch: string,
): Pick<
  FullRepository,
  'id' | 'node_id' | 'name' | 'full_name' | 'private' | 'html_url' | 'url' | 'default_branch' | 'visibility'
> & { owner: typeof account } {
  return {
    id: 1296269,
    node_id: 'MDEwOlJlcG9zaXRvcnkxMjk2MjY5',
    name: REPO,
    full_name: `${OWNER}/${REPO}`,
    owner: account,
    private: true,
    html_url: WEB,
    url: API,
    default_branch: defaultBranch,
    visibility: 'private',
  };
}

export function refShape(ref: string, sha: string): GitRef {
  return {
    ref: `refs/${ref}`,
    node_id: 'MDM6UmVmcmVmcy9oZWFkcy9mZWF0dXJlQQ==',
    url: `${API}/git/refs/${ref}`,
    object: { type: 'commit', sha, url: `${API}/git/commits/${sha}` },
  };
}

export function commitShape(sha: string, tree: string, parents: string[], message: string): GitCommit {
  const person = { name: 'Mona Octocat', email: 'octocat@github.com', date: '2026-11-20T16:13:30Z' };
  return {
    sha,
    node_id: 'MDY6Q29tbWl0N2Q2MzhjNjk=',
    url: `${API}/git/commits/${sha}`,
    html_url: `${WEB}/commit/${sha}`,
    author: person,
    committer: person,
    message,
    tree: { sha: tree, url: `${API}/git/trees/${tree}` },
    parents: parents.map((parent) => ({
      sha: parent,
      url: `${API}/git/commits/${parent}`,
      html_url: `${WEB}/commit/${parent}`,
    })),
    verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
  };
}

export interface TreeItem {
  path: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
  size?: number;
}

export function treeShape(sha: string, items: TreeItem[], truncated: boolean): GitTree {
  const modes = { blob: '100644', tree: '040000', commit: '160000' } as const;
  return {
    sha,
    url: `${API}/git/trees/${sha}`,
    tree: items.map((item) => ({
      path: item.path,
      mode: modes[item.type],
      type: item.type,
      sha: item.sha,
      ...(item.type === 'blob' ? { size: item.size ?? 0, url: `${API}/git/blobs/${item.sha}` } : {}),
    })),
    truncated,
  };
}

/** Base64 as GitHub writes it in JSON: broken into lines of 60 characters. */
export function githubBase64(text: string): string {
  return (
    Buffer.from(text, 'utf8')
      .toString('base64')
      .match(/.{1,60}/g)
      ?.join('\n')
      .concat('\n') ?? ''
  );
}

/** A file's content answer; files over 1 MB come without content, with encoding "none". */
export function contentFileShape(path: string, sha: string, text: string, ref: string): ContentFile {
  const large = Buffer.byteLength(text) > 1024 * 1024;
  return {
    ...contentLinks(path, sha, ref),
    type: 'file',
    encoding: large ? 'none' : 'base64',
    size: Buffer.byteLength(text),
    content: large ? '' : githubBase64(text),
    download_url: `https://raw.githubusercontent.com/${OWNER}/${REPO}/${ref}/${path}`,
  };
}

function contentLinks(path: string, sha: string, ref: string) {
  const self = `${API}/contents/${path}?ref=${ref}`;
  const html = `${WEB}/blob/${ref}/${path}`;
  return {
    name: path.slice(path.lastIndexOf('/') + 1),
    path,
    sha,
    url: self,
    git_url: `${API}/git/blobs/${sha}`,
    html_url: html,
    _links: { self, git: `${API}/git/blobs/${sha}`, html },
  };
}

/** A directory's content answer: one entry a child, without content. */
export function contentDirectoryShape(children: TreeItem[], ref: string): ContentDirectory {
  return children.map((child) => ({
    ...contentLinks(child.path, child.sha, ref),
    type: child.type === 'tree' ? 'dir' : 'file',
    size: child.size ?? 0,
    download_url: null,
  }));
}

export function contentSubmoduleShape(path: string, sha: string, ref: string): ContentSubmodule {
  return {
    ...contentLinks(path, sha, ref),
    type: 'submodule',
    submodule_git_url: `git://github.com/${OWNER}/${path}.git`,
    size: 0,
    download_url: null,
  };
}

export function blobShape(sha: string, text: string): GitBlob {
  const base = shortBlobShape(sha);
  return {
    ...base,
    node_id: 'MDQ6QmxvYjE=',
    size: Buffer.byteLength(text),
    content: githubBase64(text),
    encoding: 'base64',
  };
}

export function shortBlobShape(sha: string): ShortBlob {
  return { url: `${API}/git/blobs/${sha}`, sha };
}

export function pullRequestShape(
  number: number,
  input: { title: string; body: string; head: string; base: string },
): Pick<
  PullRequest,
  'id' | 'node_id' | 'url' | 'html_url' | 'number' | 'state' | 'title' | 'body' | 'draft' | 'merged'
> & { head: { ref: string; label: string }; base: { ref: string; label: string } } {
  return {
    id: 1000 + number,
    node_id: 'MDExOlB1bGxSZXF1ZXN0MQ==',
    url: `${API}/pulls/${number}`,
    html_url: `${WEB}/pull/${number}`,
    number,
    state: 'open',
    title: input.title,
    body: input.body,
    draft: false,
    merged: false,
    head: { ref: input.head, label: `${OWNER}:${input.head}` },
    base: { ref: input.base, label: `${OWNER}:${input.base}` },
  };
}

/** GitHub's error body: a message, the documentation link, the status, and validation errors if any. */
export function errorShape(status: number, message: string, errors?: Array<Record<string, string>>) {
  return { message, documentation_url: DOCS, status: String(status), ...(errors ? { errors } : {}) };
}
