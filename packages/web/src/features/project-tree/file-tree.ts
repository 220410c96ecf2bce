import type { RepositoryFileEntry } from '@specwright/core';

export interface FolderNode {
  kind: 'folder';
  name: string;
  path: string;
  children: TreeNode[];
}

export interface FileNode {
  kind: 'file';
  name: string;
  path: string;
  entry: RepositoryFileEntry;
}

export type TreeNode = FolderNode | FileNode;

const byName = (a: TreeNode, b: TreeNode) =>
  a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }) ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function sortLevel(nodes: TreeNode[]): TreeNode[] {
  const folders = nodes.filter((node): node is FolderNode => node.kind === 'folder').sort(byName);
  const files = nodes.filter((node) => node.kind === 'file').sort(byName);
  for (const folder of folders) folder.children = sortLevel(folder.children);
  return [...folders, ...files];
}

/** The folders and files of a repository's file list: folders before files, each sorted by name. */
export function buildFileTree(files: readonly RepositoryFileEntry[]): TreeNode[] {
  const root: FolderNode = { kind: 'folder', name: '', path: '', children: [] };
  const folders = new Map<string, FolderNode>([['', root]]);
  const folderAt = (path: string): FolderNode => {
    const known = folders.get(path);
    if (known) return known;
    const slash = path.lastIndexOf('/');
    const parent = folderAt(slash < 0 ? '' : path.slice(0, slash));
    const folder: FolderNode = { kind: 'folder', name: path.slice(slash + 1), path, children: [] };
    parent.children.push(folder);
    folders.set(path, folder);
    return folder;
  };
  for (const entry of files) {
    const slash = entry.path.lastIndexOf('/');
    folderAt(slash < 0 ? '' : entry.path.slice(0, slash)).children.push({
      kind: 'file',
      name: entry.name,
      path: entry.path,
      entry,
    });
  }
  return sortLevel(root.children);
}

/** The nodes shown, in order, with their depth: the children of open folders only (for the keyboard). */
export function visibleNodes(
  nodes: readonly TreeNode[],
  open: ReadonlySet<string>,
  depth = 1,
): { node: TreeNode; depth: number }[] {
  return nodes.flatMap((node) => [
    { node, depth },
    ...(node.kind === 'folder' && open.has(node.path) ? visibleNodes(node.children, open, depth + 1) : []),
  ]);
}
