import { createHash } from 'node:crypto';
import type { TreeItem } from './github-api-shapes.js';

/** The git objects of a fake GitHub repository: refs, commits, flat recursive trees and blobs. */
export interface FakeRepository {
  defaultBranch: string;
  /** `heads/main` → commit sha. */
  refs: Map<string, string>;
  commits: Map<string, { tree: string; parents: string[]; message: string }>;
  /** Tree sha → every entry below it (directories, files and submodules), as a recursive listing has them. */
  trees: Map<string, TreeItem[]>;
  blobs: Map<string, string>;
  pulls: Array<{ number: number; head: string; base: string }>;
  /** When set, tree listings say `truncated: true` (GitHub's answer for very large trees). */
  truncated: boolean;
}

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

/** The sha git gives a file's content, so created blobs have the ids GitHub would answer. */
export function blobSha(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  return sha1(`blob ${bytes.length}\0${bytes.toString('utf8')}`);
}

export function storeBlob(repository: FakeRepository, text: string): string {
  const sha = blobSha(text);
  repository.blobs.set(sha, text);
  return sha;
}

/** A flat tree of files (and submodules at `commit` entries), with an entry for every directory. */
export function storeTree(repository: FakeRepository, files: TreeItem[]): string {
  const byPath = new Map<string, TreeItem>();
  for (const file of files) {
    if (file.type === 'tree') continue;
    byPath.set(file.path, file);
    const parts = file.path.split('/');
    for (let depth = 1; depth < parts.length; depth++) {
      const directory = parts.slice(0, depth).join('/');
      if (!byPath.has(directory)) byPath.set(directory, { path: directory, type: 'tree', sha: '' });
    }
  }
  // GitHub lists paths in byte order (upper case before lower case).
  const items = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
  const sha = sha1(`tree ${JSON.stringify(items)}`);
  for (const item of items) if (item.type === 'tree') item.sha = sha1(`tree ${sha} ${item.path}`);
  repository.trees.set(sha, items);
  return sha;
}

export function storeCommit(repository: FakeRepository, tree: string, parents: string[], message: string) {
  const sha = sha1(`commit ${tree} ${parents.join(' ')} ${message}`);
  repository.commits.set(sha, { tree, parents, message });
  return sha;
}

/** A repository whose default branch has one commit with these files (path → text). */
export function seedRepository(files: Record<string, string>, submodules: string[] = []): FakeRepository {
  const repository: FakeRepository = {
    defaultBranch: 'main',
    refs: new Map(),
    commits: new Map(),
    trees: new Map(),
    blobs: new Map(),
    pulls: [],
    truncated: false,
  };
  const items: TreeItem[] = Object.entries(files).map(([path, text]) => ({
    path,
    type: 'blob',
    sha: storeBlob(repository, text),
    size: Buffer.byteLength(text),
  }));
  for (const path of submodules) items.push({ path, type: 'commit', sha: sha1(`submodule ${path}`) });
  const tree = storeTree(repository, items);
  repository.refs.set('heads/main', storeCommit(repository, tree, [], 'Initial commit'));
  return repository;
}

/** The entries of a branch's (or commit's) tree, or null when there is no such branch. */
export function treeAt(repository: FakeRepository, refOrSha: string): TreeItem[] | null {
  const commit = repository.refs.get(`heads/${refOrSha}`) ?? refOrSha;
  const tree = repository.commits.get(commit)?.tree;
  return tree === undefined ? null : (repository.trees.get(tree) ?? null);
}
