import { type KeyboardEvent, useMemo, useState } from 'react';
import type { TreeNode } from './file-tree';
import { visibleNodes } from './file-tree';
import { useOpenFolders, useOpenFoldersOf } from './open-folders';

interface FileTreeProps {
  /** Names the tree whose open folders are remembered (e.g. the repository's id). */
  treeKey: string;
  nodes: TreeNode[];
  label: string;
  selectedPath: string | null;
  onSelectFile: (node: Extract<TreeNode, { kind: 'file' }>) => void;
  onOpenFile: (node: Extract<TreeNode, { kind: 'file' }>) => void;
}

const icon = (node: TreeNode, open: boolean) =>
  node.kind === 'folder' ? (open ? '▾' : '▸') : node.entry.isImportable ? '{}' : '·';

/**
 * A repository's files as a tree (role tree): click a folder to open or close it, click a file to select
 * it, double-click (or Enter on) a JSON file to open it as a spec. Arrow keys move, Right and Left open
 * and close folders, Home and End jump.
 */
export function FileTree({ treeKey, nodes, label, selectedPath, onSelectFile, onOpenFile }: FileTreeProps) {
  const open = useOpenFoldersOf(treeKey);
  const setOpen = useOpenFolders((state) => state.setOpen);
  const [focusedPath, setFocusedPath] = useState<string | null>(null);
  const shown = useMemo(() => visibleNodes(nodes, open), [nodes, open]);
  const focused = shown.find(({ node }) => node.path === focusedPath) ?? shown[0];

  const toggle = (path: string, to?: boolean) => setOpen(treeKey, path, to ?? !open.has(path));
  const focusAt = (index: number) => {
    const target = shown[Math.max(0, Math.min(shown.length - 1, index))];
    if (!target) return;
    setFocusedPath(target.node.path);
    document.getElementById(itemId(target.node.path))?.focus();
  };
  const activate = (node: TreeNode) => {
    if (node.kind === 'folder') toggle(node.path);
    else onSelectFile(node);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, node: TreeNode) => {
    const index = shown.findIndex((item) => item.node === node);
    if (!handleKey(event.key, node, index)) return;
    event.preventDefault();
    event.stopPropagation();
  };

  /** Does what a key does on the item `node` (at `index` among the shown items); false for other keys. */
  const handleKey = (key: string, node: TreeNode, index: number): boolean => {
    switch (key) {
      case 'ArrowDown':
        focusAt(index + 1);
        return true;
      case 'ArrowUp':
        focusAt(index - 1);
        return true;
      case 'Home':
        focusAt(0);
        return true;
      case 'End':
        focusAt(shown.length - 1);
        return true;
      case 'ArrowRight':
        if (node.kind === 'folder' && !open.has(node.path)) toggle(node.path, true);
        else focusAt(index + 1);
        return true;
      case 'ArrowLeft': {
        if (node.kind === 'folder' && open.has(node.path)) toggle(node.path, false);
        else {
          const parent = node.path.includes('/') ? node.path.slice(0, node.path.lastIndexOf('/')) : null;
          const parentIndex = shown.findIndex((item) => item.node.path === parent);
          if (parentIndex >= 0) focusAt(parentIndex);
        }
        return true;
      }
      case 'Enter':
        if (node.kind === 'file' && node.entry.isImportable) onOpenFile(node);
        else activate(node);
        return true;
      case ' ':
        activate(node);
        return true;
      default:
        return false;
    }
  };

  return (
    <div className="file-tree" role="tree" aria-label={label}>
      {shown.map(({ node, depth }) => {
        const isOpen = node.kind === 'folder' && open.has(node.path);
        return (
          <div
            key={node.path}
            id={itemId(node.path)}
            role="treeitem"
            aria-level={depth}
            aria-expanded={node.kind === 'folder' ? isOpen : undefined}
            aria-selected={node.kind === 'file' ? node.path === selectedPath : undefined}
            tabIndex={node === focused?.node ? 0 : -1}
            className={`file-tree__item file-tree__item--${node.kind}`}
            style={{ paddingLeft: 8 + (depth - 1) * 14 }}
            title={
              node.kind === 'file' && node.entry.isImportable
                ? `${node.path} — double-click to open as a spec`
                : node.path
            }
            onFocus={() => setFocusedPath(node.path)}
            onKeyDown={(event) => onKeyDown(event, node)}
            onClick={() => activate(node)}
            onDoubleClick={() => node.kind === 'file' && node.entry.isImportable && onOpenFile(node)}
          >
            <span className="file-tree__icon" aria-hidden="true">
              {icon(node, isOpen)}
            </span>
            <span className="file-tree__name">{node.name}</span>
          </div>
        );
      })}
    </div>
  );
}

function itemId(path: string): string {
  return `file-tree-${path.replace(/[^A-Za-z0-9_-]/g, (character) => `_${character.charCodeAt(0)}`)}`;
}
