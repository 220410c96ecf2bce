import * as fs from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  isSafeRepositoryPath,
  isValidBranchName,
  PROJECT_MESSAGES,
  repositoryFileEntry,
} from '@specwright/core';
import git from 'isomorphic-git';
import { LOCAL_REMOTE_REFUSED, refusedRemote } from '../remote-address.js';
import { forgeCompareUrl, tokenUserName } from './forge-compare-url.js';
import { gitCacheFolder, inGitCacheFolder, pruneGitCache, touchGitCacheFolder } from './git-cache.js';
import { guardedGitHttpClient } from './git-http-client.js';
import { type GitProvider, GitProviderError, type GitProviderOptions } from './git-provider.js';
import { writeCommitOnTop } from './git-tree-write.js';
import { PLAIN_GIT_MESSAGES, toGitProviderError } from './plain-git-errors.js';

export interface PlainGitProviderOptions extends GitProviderOptions {
  /** `<DATA_DIR>/git-cache`: one bare clone per repository URL. */
  cacheDir: string;
  /** The author and committer of commits (default: Specwright). */
  author?: { name: string; email: string };
  /** The bound of the clone cache (default 500 MB). */
  maxCacheBytes?: number;
}

const DEFAULT_AUTHOR = { name: 'Specwright', email: 'specwright@localhost' };

function withoutCredentials(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
}

function checkBranch(name: string): void {
  if (!isValidBranchName(name)) throw new GitProviderError(400, 'That is not a valid branch name.');
}

const branchNotFound = (branch: string) =>
  new GitProviderError(404, `The branch ${branch} was not found on the repository.`);

/**
 * A repository on any git host reached over https (GitLab, Gitea, Bitbucket, self-hosted), through a
 * bare clone cached under `cacheDir`. Reads fetch the branch (one commit deep) and read the object
 * store; commits are written as objects on top of the remote branch and pushed. The remote has no
 * pull request API: `pullRequest` publishes the branch and says where to open the pull request.
 */
export function plainGitProvider(options: PlainGitProviderOptions): GitProvider {
  const url = withoutCredentials(options.url);
  const gitdir = gitCacheFolder(options.cacheDir, url);
  const author = options.author ?? DEFAULT_AUTHOR;
  const http = guardedGitHttpClient(options.allowLocal);
  const onAuth = () => ({ username: tokenUserName(url), password: options.token });
  // A second refusal of the token ends the exchange instead of asking again.
  const onAuthFailure = () => ({ cancel: true as const });
  const listener = options.onProgress;
  // isomorphic-git's phases ("Counting objects", "Receiving objects", "Resolving deltas"); total 0 = unknown.
  const onProgress = listener
    ? (event: { phase: string; loaded: number; total?: number }) =>
        listener({ phase: event.phase, loaded: event.loaded, total: event.total ? event.total : null })
    : undefined;
  const remote = { fs, http, gitdir, onAuth, onAuthFailure, ...(onProgress ? { onProgress } : {}) };

  /** Creates the bare clone's folder on first use; answers whether it was created now. */
  async function ensureClone(): Promise<boolean> {
    if (fs.existsSync(join(gitdir, 'config'))) return false;
    await mkdir(gitdir, { recursive: true });
    await git.init({ fs, dir: gitdir, bare: true });
    await git.addRemote({ fs, gitdir, remote: 'origin', url, force: true });
    return true;
  }

  /** Runs `operation` on the clone, after the URL check, in the folder's queue, with its failures mapped. */
  function run<T>(operation: () => Promise<T>): Promise<T> {
    const refused = refusedRemote(url, options.allowLocal);
    if (refused) {
      const message = refused === LOCAL_REMOTE_REFUSED ? refused : PLAIN_GIT_MESSAGES.invalidUrl;
      return Promise.reject(new GitProviderError(400, message));
    }
    return inGitCacheFolder(gitdir, async () => {
      try {
        const created = await ensureClone();
        const result = await operation();
        await touchGitCacheFolder(gitdir);
        // A failed clean-up of older clones must not fail the user's operation; the next clone retries it.
        if (created) await pruneGitCache(options.cacheDir, options.maxCacheBytes).catch(() => undefined);
        return result;
      } catch (error) {
        throw toGitProviderError(error, options.token);
      }
    });
  }

  /** Fetches `branch` (default: the remote's default branch), one commit deep, and answers its newest commit. */
  async function fetchBranch(branch?: string): Promise<{ branch: string; sha: string }> {
    const fetched = await git
      .fetch({ ...remote, remote: 'origin', ref: branch, singleBranch: true, depth: 1, tags: false })
      .catch((error: unknown) => {
        if (branch && (error as { code?: unknown }).code === 'NotFoundError') throw branchNotFound(branch);
        throw error;
      });
    const name = branch ?? fetched.defaultBranch?.replace(/^refs\/heads\//, '');
    if (!name || !fetched.fetchHead) throw branchNotFound(branch ?? 'HEAD');
    return { branch: name, sha: fetched.fetchHead };
  }

  async function remoteHas(branch: string): Promise<boolean> {
    const refs = await git.listServerRefs({
      http,
      url,
      onAuth,
      onAuthFailure,
      prefix: `refs/heads/${branch}`,
    });
    return refs.some((entry) => entry.ref === `refs/heads/${branch}`);
  }

  /** Points the local branch at `sha` and pushes it; the push fails when the remote branch moved meanwhile. */
  async function publish(branch: string, sha: string): Promise<void> {
    await git.writeRef({ fs, gitdir, ref: `refs/heads/${branch}`, value: sha, force: true });
    await git.push({ ...remote, remote: 'origin', ref: branch, remoteRef: branch });
  }

  return {
    tree: (branch) =>
      run(async () => {
        const tip = await fetchBranch(branch);
        const paths = await git.listFiles({ fs, gitdir, ref: tip.sha });
        return { branch: tip.branch, files: paths.map(repositoryFileEntry) };
      }),

    content: async (path, branch) => {
      if (!isSafeRepositoryPath(path)) throw new GitProviderError(400, PROJECT_MESSAGES.invalidPath);
      return run(async () => {
        const tip = await fetchBranch(branch);
        const blob = await git
          .readBlob({ fs, gitdir, oid: tip.sha, filepath: path })
          .catch((error: unknown) => {
            const code = (error as { code?: unknown }).code;
            if (code === 'NotFoundError' || code === 'ObjectTypeError')
              throw new GitProviderError(404, `The file ${path} was not found on the branch ${tip.branch}.`);
            throw error;
          });
        return { path, content: new TextDecoder().decode(blob.blob) };
      });
    },

    status: () => run(() => fetchBranch()),

    describe: () =>
      run(async () => {
        const tip = await fetchBranch();
        const parsed = new URL(url);
        const fullName = parsed.pathname.replace(/^\/+|\/+$/g, '').replace(/\.git$/i, '');
        return {
          // A plain remote has no id of its own: its cache folder's name (a hash of the URL) stands in.
          id: basename(gitdir),
          name: fullName.slice(fullName.lastIndexOf('/') + 1),
          full_name: fullName,
          url,
          default_branch: tip.branch,
        };
      }),

    createBranch: async (name, base) => {
      checkBranch(name);
      checkBranch(base);
      return run(async () => {
        if (await remoteHas(name)) throw new GitProviderError(409, `The branch ${name} already exists.`);
        const tip = await fetchBranch(base);
        await publish(name, tip.sha);
        return { branch: name, sha: tip.sha };
      });
    },

    commit: async ({ branch, message, files }) => {
      checkBranch(branch);
      if (files.length === 0) throw new GitProviderError(422, 'There is no file to commit.');
      if (!files.every((file) => isSafeRepositoryPath(file.path)))
        throw new GitProviderError(400, PROJECT_MESSAGES.invalidPath);
      return run(async () => {
        const tip = await fetchBranch(branch);
        const sha = await writeCommitOnTop({ gitdir, parent: tip.sha, message, files, author });
        await publish(branch, sha);
        return { branch, sha };
      });
    },

    pullRequest: async ({ head, base }) => {
      checkBranch(head);
      checkBranch(base);
      return run(async () => {
        if (!(await remoteHas(head))) {
          // A branch made here whose push did not go through is pushed now; any other is unknown.
          const local = await git.resolveRef({ fs, gitdir, ref: `refs/heads/${head}` }).catch(() => null);
          if (!local) throw branchNotFound(head);
          await publish(head, local);
        }
        return {
          kind: 'pushed' as const,
          head,
          base,
          compare_url: forgeCompareUrl(url, head, base),
          message: `The branch ${head} was pushed. Open the pull request on your git host: plain git remotes have no pull request API.`,
        };
      });
    },
  };
}
