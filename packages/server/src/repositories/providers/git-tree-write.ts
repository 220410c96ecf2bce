import * as fs from 'node:fs';
import git, { type TreeEntry } from 'isomorphic-git';
import type { CommitFile } from './git-provider.js';
import { GitProviderError } from './git-provider.js';

type Change = { kind: 'file'; content: string } | { kind: 'folder'; children: Map<string, Change> };

function conflict(path: string): GitProviderError {
  return new GitProviderError(422, `${path} is both a file and a folder.`);
}

/** The files as a tree of changes, one level per folder. A later file with the same path wins. */
function changesOf(files: CommitFile[]): Map<string, Change> {
  const root = new Map<string, Change>();
  for (const file of files) {
    const parts = file.path.split('/');
    let level = root;
    parts.forEach((part, index) => {
      const existing = level.get(part);
      if (index === parts.length - 1) {
        if (existing?.kind === 'folder') throw conflict(file.path);
        level.set(part, { kind: 'file', content: file.content });
        return;
      }
      if (existing?.kind === 'file') throw conflict(parts.slice(0, index + 1).join('/'));
      const folder: Change = existing ?? { kind: 'folder', children: new Map() };
      level.set(part, folder);
      if (folder.kind === 'folder') level = folder.children;
    });
  }
  return root;
}

async function writeFolder(
  gitdir: string,
  treeOid: string | null,
  changes: Map<string, Change>,
  prefix: string,
): Promise<string> {
  const entries = treeOid ? (await git.readTree({ fs, gitdir, oid: treeOid })).tree : [];
  const byName = new Map<string, TreeEntry>(entries.map((entry) => [entry.path, entry]));
  for (const [name, change] of changes) {
    const existing = byName.get(name);
    if (change.kind === 'file') {
      if (existing && existing.type !== 'blob') throw conflict(`${prefix}${name}`);
      const oid = await git.writeBlob({ fs, gitdir, blob: Buffer.from(change.content, 'utf8') });
      // An executable keeps its mode; anything else (a new file, a symbolic link replaced by text) is a plain file.
      const mode = existing?.mode === '100755' ? '100755' : '100644';
      byName.set(name, { mode, path: name, oid, type: 'blob' });
    } else {
      if (existing && existing.type !== 'tree') throw conflict(`${prefix}${name}`);
      const oid = await writeFolder(gitdir, existing?.oid ?? null, change.children, `${prefix}${name}/`);
      byName.set(name, { mode: '040000', path: name, oid, type: 'tree' });
    }
  }
  return git.writeTree({ fs, gitdir, tree: [...byName.values()] });
}

/**
 * Writes a commit on top of `parent` whose tree is the parent's with `files` written in (new files
 * and folders made, other files untouched), and answers its id. Only objects are written: no
 * working tree, no index, no ref.
 */
export async function writeCommitOnTop(input: {
  gitdir: string;
  parent: string;
  message: string;
  files: CommitFile[];
  author: { name: string; email: string };
}): Promise<string> {
  const { gitdir, parent } = input;
  const changes = changesOf(input.files);
  const { commit } = await git.readCommit({ fs, gitdir, oid: parent });
  const tree = await writeFolder(gitdir, commit.tree, changes, '');
  const signature = { ...input.author, timestamp: Math.floor(Date.now() / 1000), timezoneOffset: 0 };
  return git.writeCommit({
    fs,
    gitdir,
    commit: {
      message: input.message.endsWith('\n') ? input.message : `${input.message}\n`,
      tree,
      parent: [parent],
      author: signature,
      committer: signature,
    },
  });
}
