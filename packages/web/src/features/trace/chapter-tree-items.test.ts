import { traceView } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { treeKeyTarget, visibleChapters } from './chapter-tree-items';
import { traceFixture } from './trace-fixture';

const chapters = [
  {
    rowId: 'a',
    title: '1 A',
    depth: 1,
    counts: traceView(traceFixture()).overall,
    requirementRowIds: [],
    children: [
      {
        rowId: 'b',
        title: '1.1 B',
        depth: 2,
        counts: traceView(traceFixture()).overall,
        requirementRowIds: [],
        children: [],
      },
    ],
  },
];

describe('the chapter tree', () => {
  it('shows the children of open chapters only', () => {
    expect(visibleChapters(chapters, new Set()).map((item) => item.chapter.rowId)).toEqual(['a', 'b']);
    expect(visibleChapters(chapters, new Set(['a'])).map((item) => item.chapter.rowId)).toEqual(['a']);
  });

  it('moves and toggles with the arrow keys as a tree does', () => {
    const open = visibleChapters(chapters, new Set());
    expect(treeKeyTarget('ArrowDown', open, 0, new Set())).toEqual({ focus: 1 });
    expect(treeKeyTarget('ArrowRight', open, 0, new Set())).toEqual({ focus: 1 });
    expect(treeKeyTarget('ArrowLeft', open, 1, new Set())).toEqual({ focus: 0 });
    expect(treeKeyTarget('ArrowLeft', open, 0, new Set())).toEqual({ toggle: 'a' });
    const closed = visibleChapters(chapters, new Set(['a']));
    expect(treeKeyTarget('ArrowRight', closed, 0, new Set(['a']))).toEqual({ toggle: 'a' });
    expect(treeKeyTarget('End', open, 0, new Set())).toEqual({ focus: 1 });
    expect(treeKeyTarget('x', open, 0, new Set())).toBeUndefined();
  });
});
