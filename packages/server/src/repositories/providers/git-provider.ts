import type { RepositoryFileEntry } from '@specwright/core';

/** A file to write in a commit: a repository-relative path (checked by `safeRepositoryPath`) and its text. */
export interface CommitFile {
  path: string;
  content: string;
}

/** What a pull request call did: opened one on the forge, or (plain git) pushed the branch for the user to open it. */
export type PullRequestOutcome =
  | { kind: 'opened'; number: number; url: string }
  | { kind: 'pushed'; head: string; base: string; compare_url: string | null; message: string };

/** What a long operation is doing: a phase ("Receiving objects", "Uploading files") and how far it got. */
export interface GitProgressEvent {
  phase: string;
  loaded: number;
  /** Null while the total is not known. */
  total: number | null;
}

/** The repository as a forge names it: its id there, name, `owner/name` and web address. */
export interface RepositoryDescription {
  id: string;
  name: string;
  full_name: string;
  url: string;
  default_branch: string;
}

/**
 * One repository on a forge, reached with the user's access token. Every method fails with a
 * `GitProviderError` (never with the token in its message).
 */
export interface GitProvider {
  /** Every file (blob) of `branch` (default: the repository's default branch), with its type. */
  tree(branch?: string): Promise<{ branch: string; files: RepositoryFileEntry[] }>;
  /** One file's text on `branch` (default: the default branch). */
  content(path: string, branch?: string): Promise<{ path: string; content: string }>;
  /** Checks the repository can be read with the token, and answers how the forge names it. */
  describe(): Promise<RepositoryDescription>;
  /** The default branch and the newest commit on it. */
  status(): Promise<{ branch: string; sha: string }>;
  /** A new branch `name` starting at the newest commit of `base`. 409 when it exists. */
  createBranch(name: string, base: string): Promise<{ branch: string; sha: string }>;
  /** Writes every file in one commit on top of `branch` (which must exist) and publishes it. */
  commit(input: {
    branch: string;
    message: string;
    files: CommitFile[];
  }): Promise<{ branch: string; sha: string }>;
  /** A pull request from `head` into `base`. */
  pullRequest(input: {
    title: string;
    body: string;
    head: string;
    base: string;
  }): Promise<PullRequestOutcome>;
}

/** The HTTP status a provider failure is answered with. */
export type GitProviderStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 504;

/** A failure of a git provider, with the status to answer and a message safe to show (no token, no stack). */
export class GitProviderError extends Error {
  constructor(
    readonly status: GitProviderStatus,
    message: string,
  ) {
    super(message);
    this.name = 'GitProviderError';
  }
}

/** How a provider is made: the repository's URL, the decrypted token and the server's settings. */
export interface GitProviderOptions {
  url: string;
  token: string;
  /** ALLOW_LOCAL_GIT_REMOTES: loopback, private and link-local addresses (and http://) may be reached. */
  allowLocal: boolean;
  /** Told what a long operation (fetch, push, upload of many files) is doing; never told the token. */
  onProgress?: ((event: GitProgressEvent) => void) | undefined;
}
