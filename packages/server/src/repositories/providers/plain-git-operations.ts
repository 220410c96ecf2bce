import * as fs from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { repositoryFileEntry } from '@specwright/core';
import git from 'isomorphic-git';
import { forgeCompareUrl, tokenUserName } from './forge-compare-url.js';
import { scanCommit } from './git-code-scan.js';
import { guardedGitHttpClient } from './git-http-client.js';
import { type CommitFile, type GitProgressEvent, GitProviderError } from './git-provider.js';
import { writeCommitOnTop } from './git-tree-write.js';

/** What the operations on one bare clone need: the remote (without credentials), the token and the clone. */
export interface PlainGitConnection {
  url: string;
  token: string;
  /** ALLOW_LOCAL_GIT_REMOTES, applied again by the HTTP client at every connection. */
  allowLocal: boolean;
  gitdir: string;
  author: { name: string; email: string };
}

export const branchNotFound = (branch: string) =>
  new GitProviderError(404, `The branch ${branch} was not found on the repository.`);

/** Creates the bare clone's folder on first use; answers whether it was created now. */
export async function ensureClone({ gitdir, url }: PlainGitConnection): Promise<boolean> {
  if (fs.existsSync(join(gitdir, 'config'))) return false;
  await mkdir(gitdir, { recursive: true });
  await git.init({ fs, dir: gitdir, bare: true });
  await git.addRemote({ fs, gitdir, remote: 'origin', url, force: true });
  return true;
}

/**
 * The isomorphic-git work of the plain-git provider on one bare clone (fetching and unpacking, reading
 * objects, writing a commit, pushing), run in a git worker thread so that it never holds the event loop.
 * The inputs were checked by the provider; failures are thrown as they come and mapped by the caller.
 */
export function plainGitOperations(
  connection: PlainGitConnection,
  onProgress?: (event: GitProgressEvent) => void,
) {
  const { url, gitdir, author } = connection;
  const http = guardedGitHttpClient(connection.allowLocal);
  const onAuth = () => ({ username: tokenUserName(url), password: connection.token });
  // A second refusal of the token ends the exchange instead of asking again.
  const onAuthFailure = () => ({ cancel: true as const });
  // isomorphic-git's phases ("Counting objects", "Receiving objects", "Resolving deltas"); total 0 = unknown.
  const progress = onProgress
    ? (event: { phase: string; loaded: number; total?: number }) =>
        onProgress({ phase: event.phase, loaded: event.loaded, total: event.total ? event.total : null })
    : undefined;
  const remote = { fs, http, gitdir, onAuth, onAuthFailure, ...(progress ? { onProgress: progress } : {}) };

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
    async tree(branch?: string) {
      const tip = await fetchBranch(branch);
      const paths = await git.listFiles({ fs, gitdir, ref: tip.sha });
      return { branch: tip.branch, files: paths.map(repositoryFileEntry) };
    },

    async content(path: string, branch?: string) {
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
    },

    status: () => fetchBranch(),

    async describe() {
      const tip = await fetchBranch();
      const fullName = new URL(url).pathname.replace(/^\/+|\/+$/g, '').replace(/\.git$/i, '');
      return {
        // A plain remote has no id of its own: its cache folder's name (a hash of the URL) stands in.
        id: basename(gitdir),
        name: fullName.slice(fullName.lastIndexOf('/') + 1),
        full_name: fullName,
        url,
        default_branch: tip.branch,
      };
    },

    branchExists: (branch: string) => remoteHas(branch),

    /** Fetches `branch` and finds where its files name one of `ids` through `pattern` (`git-code-scan.ts`). */
    async scanCode(branch: string, pattern: string, ids: readonly string[]) {
      const tip = await fetchBranch(branch);
      return scanCommit({ gitdir, commit: tip.sha, pattern, ids, onProgress });
    },

    async createBranch(name: string, base: string) {
      if (await remoteHas(name)) throw new GitProviderError(409, `The branch ${name} already exists.`);
      const tip = await fetchBranch(base);
      await publish(name, tip.sha);
      return { branch: name, sha: tip.sha };
    },

    async commit({ branch, message, files }: { branch: string; message: string; files: CommitFile[] }) {
      const tip = await fetchBranch(branch);
      const sha = await writeCommitOnTop({ gitdir, parent: tip.sha, message, files, author });
      await publish(branch, sha);
      return { branch, sha };
    },

    async pullRequest({ head, base }: { head: string; base: string }) {
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
    },
  };
}

export type PlainGitOperations = ReturnType<typeof plainGitOperations>;
export type PlainGitOperation = keyof PlainGitOperations;
export type PlainGitArgs<Operation extends PlainGitOperation> = Parameters<PlainGitOperations[Operation]>;
export type PlainGitResult<Operation extends PlainGitOperation> = Awaited<
  ReturnType<PlainGitOperations[Operation]>
>;
