import type { TraceChapter } from '@specwright/core';

/** A chapter as the tree shows it: in order, with its parent, when every chapter above it is expanded. */
export interface VisibleChapter {
  chapter: TraceChapter;
  parentId: string | undefined;
}

/** The chapters the tree shows: each root, and the children of every expanded chapter, depth first. */
export function visibleChapters(
  chapters: readonly TraceChapter[],
  collapsed: ReadonlySet<string>,
  parentId?: string,
): VisibleChapter[] {
  const items: VisibleChapter[] = [];
  for (const chapter of chapters) {
    items.push({ chapter, parentId });
    if (!collapsed.has(chapter.rowId))
      items.push(...visibleChapters(chapter.children, collapsed, chapter.rowId));
  }
  return items;
}

/** The chapter the arrow keys move to from `current` (the tree pattern of WAI-ARIA), or a toggle. */
export function treeKeyTarget(
  key: string,
  items: readonly VisibleChapter[],
  current: number,
  collapsed: ReadonlySet<string>,
): { focus: number } | { toggle: string } | undefined {
  const item = items[current];
  if (!item) return undefined;
  const hasChildren = item.chapter.children.length > 0;
  const open = hasChildren && !collapsed.has(item.chapter.rowId);
  switch (key) {
    case 'ArrowDown':
      return { focus: Math.min(current + 1, items.length - 1) };
    case 'ArrowUp':
      return { focus: Math.max(current - 1, 0) };
    case 'Home':
      return { focus: 0 };
    case 'End':
      return { focus: items.length - 1 };
    case 'ArrowRight':
      if (!hasChildren) return undefined;
      return open ? { focus: current + 1 } : { toggle: item.chapter.rowId };
    case 'ArrowLeft': {
      if (open) return { toggle: item.chapter.rowId };
      const parent = items.findIndex((candidate) => candidate.chapter.rowId === item.parentId);
      return parent >= 0 ? { focus: parent } : undefined;
    }
    default:
      return undefined;
  }
}
