import type { CommentThread } from '@specwright/core';

/** How many open threads each row has (rows without any are left out). */
export function openCommentCounts(threads: readonly CommentThread[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const thread of threads) {
    if (thread.status === 'open') counts.set(thread.row_id, (counts.get(thread.row_id) ?? 0) + 1);
  }
  return counts;
}

/** The badge's accessible name: "2 open comments". */
export const openCommentsLabel = (count: number) => `${count} open comment${count === 1 ? '' : 's'}`;
