import { isSafeRepositoryPath, isValidBranchName, PROJECT_MESSAGES } from '@specwright/core';
import { LOCAL_REMOTE_REFUSED, refusedRemote } from '../remote-address.js';
import { gitCacheFolder, inGitCacheFolder, pruneGitCache, touchGitCacheFolder } from './git-cache.js';
import type { CodeScanResult } from './git-code-scan.js';
import { type GitProvider, GitProviderError, type GitProviderOptions } from './git-provider.js';
import { runInGitWorker } from './git-worker-pool.js';
import { PLAIN_GIT_MESSAGES } from './plain-git-errors.js';
import type {
  PlainGitArgs,
  PlainGitConnection,
  PlainGitOperation,
  PlainGitResult,
} from './plain-git-operations.js';

export interface PlainGitProviderOptions extends GitProviderOptions {
  /** `<DATA_DIR>/git-cache`: one bare clone per repository URL. */
  cacheDir: string;
  /** The author and committer of commits (default: Specwright). */
  author?: { name: string; email: string };
  /** The bound of the clone cache (default 500 MB). */
  maxCacheBytes?: number;
  /** Ends the operation's worker thread when aborted (a code scan past its time). */
  signal?: AbortSignal;
}

/** A plain-git provider also tells whether a branch exists and scans a branch's files for requirement ids. */
export interface PlainGitProvider extends GitProvider {
  branchExists(branch: string): Promise<boolean>;
  scanCode(branch: string, pattern: string, ids: readonly string[]): Promise<CodeScanResult>;
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

/**
 * A repository on any git host reached over https (GitLab, Gitea, Bitbucket, self-hosted), through a
 * bare clone cached under `cacheDir`. Reads fetch the branch (one commit deep) and read the object
 * store; commits are written as objects on top of the remote branch and pushed. The remote has no
 * pull request API: `pullRequest` publishes the branch and says where to open the pull request.
 * Inputs are checked here; the git work runs in a git worker thread (`plain-git-operations.ts`).
 */
export function plainGitProvider(options: PlainGitProviderOptions): PlainGitProvider {
  const url = withoutCredentials(options.url);
  const gitdir = gitCacheFolder(options.cacheDir, url);
  const connection: PlainGitConnection = {
    url,
    token: options.token,
    allowLocal: options.allowLocal,
    gitdir,
    author: options.author ?? DEFAULT_AUTHOR,
  };

  /**
   * Runs `operation` in a git worker, after the URL check, in the clone's queue (one operation per clone
   * at a time, across the worker threads), then bounds the cache when the clone is new.
   */
  function run<Operation extends PlainGitOperation>(
    operation: Operation,
    ...args: PlainGitArgs<Operation>
  ): Promise<PlainGitResult<Operation>> {
    const refused = refusedRemote(url, options.allowLocal);
    if (refused) {
      const message = refused === LOCAL_REMOTE_REFUSED ? refused : PLAIN_GIT_MESSAGES.invalidUrl;
      return Promise.reject(new GitProviderError(400, message));
    }
    return inGitCacheFolder(gitdir, async (): Promise<PlainGitResult<Operation>> => {
      const { value, created } = await runInGitWorker(
        connection,
        operation,
        args,
        options.onProgress,
        options.signal,
      );
      await touchGitCacheFolder(gitdir);
      // A failed clean-up of older clones must not fail the user's operation; the next clone retries it.
      if (created) await pruneGitCache(options.cacheDir, options.maxCacheBytes).catch(() => undefined);
      return value;
    });
  }

  return {
    tree: (branch) => run('tree', branch),

    content: async (path, branch) => {
      if (!isSafeRepositoryPath(path)) throw new GitProviderError(400, PROJECT_MESSAGES.invalidPath);
      return run('content', path, branch);
    },

    status: () => run('status'),

    branchExists: async (branch) => {
      checkBranch(branch);
      return run('branchExists', branch);
    },

    scanCode: async (branch, pattern, ids) => {
      checkBranch(branch);
      return run('scanCode', branch, pattern, ids);
    },

    describe: () => run('describe'),

    createBranch: async (name, base) => {
      checkBranch(name);
      checkBranch(base);
      return run('createBranch', name, base);
    },

    commit: async ({ branch, message, files }) => {
      checkBranch(branch);
      if (files.length === 0) throw new GitProviderError(422, 'There is no file to commit.');
      if (!files.every((file) => isSafeRepositoryPath(file.path)))
        throw new GitProviderError(400, PROJECT_MESSAGES.invalidPath);
      return run('commit', { branch, message, files });
    },

    pullRequest: async ({ head, base }) => {
      checkBranch(head);
      checkBranch(base);
      return run('pullRequest', { head, base });
    },
  };
}
