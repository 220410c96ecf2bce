import { Octokit } from '@octokit/rest';
import {
  isSafeRepositoryPath,
  isValidBranchName,
  PROJECT_MESSAGES,
  REPOSITORY_MESSAGES,
  repositoryFileEntry,
} from '@specwright/core';
import { guardedFetch } from '../guarded-fetch.js';
import { refusedRemote } from '../remote-address.js';
import { type GitProvider, GitProviderError, type GitProviderOptions } from './git-provider.js';
import { type GitHubConflict, githubFailure } from './github-errors.js';
import { type GitHubRepository, parseGitHubUrl } from './github-url.js';

export { isGitHubUrl, parseGitHubUrl } from './github-url.js';

export interface GitHubProviderOptions extends GitProviderOptions {
  /** The REST API's base URL when it is not the one the repository's host implies. */
  apiBaseUrl?: string;
}

/** A file of a new tree: a regular (not executable) file whose blob is already created. */
interface BlobEntry {
  path: string;
  mode: '100644';
  type: 'blob';
  sha: string;
}

// The client must not print requests (their URLs, failures and deprecation notices) to the console on
// its own: the client's logger and the request layer's (which otherwise falls back to `console`).
const silent = { debug() {}, info() {}, warn() {}, error() {} };

function checkedRepository({ url, apiBaseUrl, allowLocal }: GitHubProviderOptions): GitHubRepository {
  const repository = parseGitHubUrl(url, apiBaseUrl);
  if (!repository) throw new GitProviderError(400, REPOSITORY_MESSAGES.invalidUrl);
  const refused = refusedRemote(repository.apiBaseUrl, allowLocal);
  if (refused !== null)
    throw new GitProviderError(400, refused === 'invalid' ? REPOSITORY_MESSAGES.invalidUrl : refused);
  return repository;
}

function checkPath(path: string): void {
  if (!isSafeRepositoryPath(path)) throw new GitProviderError(400, PROJECT_MESSAGES.invalidPath);
}

function checkBranch(name: string): void {
  if (!isValidBranchName(name)) throw new GitProviderError(400, 'That is not a valid branch name.');
}

/**
 * A repository on github.com or a GitHub Enterprise Server, through its REST API. Every connection goes
 * through the address guard; the API's host is checked before the first request.
 */
export function githubProvider(options: GitHubProviderOptions): GitProvider {
  const { owner, repo, apiBaseUrl } = checkedRepository(options);
  const token = options.token;
  const octokit = new Octokit({
    ...(token === '' ? {} : { auth: token }),
    baseUrl: apiBaseUrl,
    log: silent,
    request: { fetch: guardedFetch(options.allowLocal), log: silent },
  });
  const where = { owner, repo };

  async function call<T>(request: () => Promise<{ data: T }>, conflict?: GitHubConflict): Promise<T> {
    try {
      return (await request()).data;
    } catch (error) {
      throw githubFailure(error, token, conflict);
    }
  }

  async function defaultBranch(): Promise<string> {
    return (await call(() => octokit.rest.repos.get(where))).default_branch;
  }

  async function headOf(branch: string): Promise<string> {
    checkBranch(branch);
    const ref = await call(() => octokit.rest.git.getRef({ ...where, ref: `heads/${branch}` }));
    return ref.object.sha;
  }

  async function fileText(path: string, branch?: string): Promise<string> {
    const found = await call(() =>
      octokit.rest.repos.getContent({ ...where, path, ...(branch ? { ref: branch } : {}) }),
    );
    if (Array.isArray(found) || found.type !== 'file')
      throw new GitProviderError(400, `${path} is not a file.`);
    // Files over 1 MB come without their content ("encoding": "none"); their blob still has it.
    const encoded =
      found.encoding === 'none'
        ? await call(() => octokit.rest.git.getBlob({ ...where, file_sha: found.sha }))
        : found;
    if (encoded.encoding !== 'base64') return encoded.content;
    return Buffer.from(encoded.content, 'base64').toString('utf8');
  }

  return {
    async tree(branch) {
      const name = branch ?? (await defaultBranch());
      const head = await headOf(name);
      const commit = await call(() => octokit.rest.git.getCommit({ ...where, commit_sha: head }));
      // A very large tree comes back truncated; what came is still answered.
      const listing = await call(() =>
        octokit.rest.git.getTree({ ...where, tree_sha: commit.tree.sha, recursive: 'true' }),
      );
      const files = listing.tree
        .filter((entry) => entry.type === 'blob')
        .map((entry) => repositoryFileEntry(entry.path));
      return { branch: name, files };
    },

    async content(path, branch) {
      checkPath(path);
      if (branch !== undefined) checkBranch(branch);
      return { path, content: await fileText(path, branch) };
    },

    async describe() {
      const found = await call(() => octokit.rest.repos.get(where));
      return {
        id: String(found.id),
        name: found.name,
        full_name: found.full_name,
        url: found.html_url,
        default_branch: found.default_branch,
      };
    },

    async status() {
      const branch = await defaultBranch();
      return { branch, sha: await headOf(branch) };
    },

    async createBranch(name, base) {
      checkBranch(name);
      const sha = await headOf(base);
      const conflict = { when: /reference already exists/i, message: `The branch ${name} already exists.` };
      await call(() => octokit.rest.git.createRef({ ...where, ref: `refs/heads/${name}`, sha }), conflict);
      return { branch: name, sha };
    },

    async commit({ branch, message, files }) {
      if (files.length === 0) throw new GitProviderError(400, 'There are no files to commit.');
      for (const file of files) checkPath(file.path);
      const parent = await headOf(branch);
      const parentCommit = await call(() => octokit.rest.git.getCommit({ ...where, commit_sha: parent }));
      const entries: BlobEntry[] = [];
      // One blob at a time: concurrent writes are what trips GitHub's secondary rate limit.
      for (const [index, file] of files.entries()) {
        options.onProgress?.({ phase: 'Uploading files', loaded: index, total: files.length });
        const blob = await call(() =>
          octokit.rest.git.createBlob({ ...where, content: file.content, encoding: 'utf-8' }),
        );
        entries.push({ path: file.path, mode: '100644', type: 'blob', sha: blob.sha });
      }
      options.onProgress?.({ phase: 'Writing the commit', loaded: files.length, total: files.length });
      const tree = await call(() =>
        octokit.rest.git.createTree({ ...where, base_tree: parentCommit.tree.sha, tree: entries }),
      );
      const created = await call(() =>
        octokit.rest.git.createCommit({ ...where, message, tree: tree.sha, parents: [parent] }),
      );
      // Not forced: if the branch moved meanwhile, GitHub refuses instead of dropping those commits.
      await call(() =>
        octokit.rest.git.updateRef({ ...where, ref: `heads/${branch}`, sha: created.sha, force: false }),
      );
      return { branch, sha: created.sha };
    },

    async pullRequest({ title, body, head, base }) {
      checkBranch(head);
      checkBranch(base);
      const conflict = {
        when: /a pull request already exists/i,
        message: `A pull request from ${head} into ${base} is already open.`,
      };
      const opened = await call(
        () => octokit.rest.pulls.create({ ...where, title, body, head, base }),
        conflict,
      );
      return { kind: 'opened', number: opened.number, url: opened.html_url };
    },
  };
}
