import type { TraceChapter } from '@specwright/core';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { treeKeyTarget, visibleChapters } from './chapter-tree-items';

interface ChapterTreeProps {
  chapters: readonly TraceChapter[];
  /** The chapter whose requirements the matrix shows, if one is chosen. */
  chosen: string | undefined;
  onChoose: (rowId: string | undefined) => void;
}

function CoverageBar({ chapter }: { chapter: TraceChapter }) {
  const { counts } = chapter;
  const none = counts.requirements === 0;
  return (
    <span className="trace-tree__coverage">
      <span className="trace-bar" aria-hidden="true">
        <span className="trace-bar__fill" style={{ width: `${none ? 0 : counts.coverage}%` }} />
      </span>
      <span className="trace-tree__figure">
        {none
          ? 'No requirements'
          : `${Math.round(counts.coverage)}% · ${counts.withTests} of ${counts.requirements}`}
      </span>
    </span>
  );
}

/** The chapters as a tree (arrow keys move, Right and Left open and close, Enter chooses), each with its coverage. */
export function ChapterTree({ chapters, chosen, onChoose }: ChapterTreeProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [focused, setFocused] = useState(0);
  const items = useMemo(() => visibleChapters(chapters, collapsed), [chapters, collapsed]);
  const refs = useRef(new Map<string, HTMLDivElement>());
  const active = Math.min(focused, items.length - 1);
  const toggle = (rowId: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(rowId)) next.add(rowId);
      return next;
    });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const item = items[active];
    if ((event.key === 'Enter' || event.key === ' ') && item) {
      event.preventDefault();
      onChoose(chosen === item.chapter.rowId ? undefined : item.chapter.rowId);
      return;
    }
    const target = treeKeyTarget(event.key, items, active, collapsed);
    if (!target) return;
    event.preventDefault();
    if ('toggle' in target) toggle(target.toggle);
    else {
      setFocused(target.focus);
      const next = items[target.focus];
      if (next) refs.current.get(next.chapter.rowId)?.focus();
    }
  };
  if (chapters.length === 0) return <p className="trace-muted">This spec has no chapters.</p>;
  return (
    <div className="trace-tree" role="tree" aria-label="Chapters">
      {items.map(({ chapter }, index) => {
        const hasChildren = chapter.children.length > 0;
        const open = hasChildren && !collapsed.has(chapter.rowId);
        return (
          <div
            key={chapter.rowId}
            ref={(element) => {
              if (element) refs.current.set(chapter.rowId, element);
              else refs.current.delete(chapter.rowId);
            }}
            role="treeitem"
            aria-level={chapter.depth}
            aria-expanded={hasChildren ? open : undefined}
            aria-selected={chosen === chapter.rowId}
            tabIndex={index === active ? 0 : -1}
            className="trace-tree__item"
            style={{ paddingLeft: `${(chapter.depth - 1) * 18 + 8}px` }}
            onFocus={() => setFocused(index)}
            onKeyDown={onKeyDown}
            onClick={() => {
              setFocused(index);
              onChoose(chosen === chapter.rowId ? undefined : chapter.rowId);
            }}
          >
            <span
              className={`trace-tree__twisty${hasChildren ? '' : ' trace-tree__twisty--leaf'}`}
              aria-hidden="true"
              onClick={(event) => {
                event.stopPropagation();
                if (hasChildren) toggle(chapter.rowId);
              }}
            >
              {open ? '▾' : '▸'}
            </span>
            <span className="trace-tree__title">{chapter.title}</span>
            <CoverageBar chapter={chapter} />
          </div>
        );
      })}
    </div>
  );
}
