import type { CommentThread } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { openCommentCounts } from './comment-counts';

const thread = (id: string, rowId: string, status: CommentThread['status']) =>
  ({ id, row_id: rowId, status }) as CommentThread;

describe('open comment counts', () => {
  it('counts the open threads of each row and leaves out rows without one', () => {
    const counts = openCommentCounts([
      thread('a', 'r1', 'open'),
      thread('b', 'r1', 'open'),
      thread('c', 'r2', 'resolved'),
      thread('d', 'r3', 'open'),
    ]);
    expect([...counts]).toEqual([
      ['r1', 2],
      ['r3', 1],
    ]);
  });
});
