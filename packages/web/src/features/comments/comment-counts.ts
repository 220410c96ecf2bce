import type { CommentThread } from '@specwright/core';
import { useEffect, useMemo } from 'react';
import { useAccountSpecs, useComments } from '../../state/read-stores';
import { loadComments } from './comments-actions';

const NONE: ReadonlyMap<string, number> = new Map();

/** How many open threads each row has (rows without one are left out). */
export function openCommentCounts(threads: readonly CommentThread[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const thread of threads) {
    if (thread.status === 'open') counts.set(thread.row_id, (counts.get(thread.row_id) ?? 0) + 1);
  }
  return counts;
}

/** The open threads per row of an open file kept in the account (read once; kept current live). */
export function useOpenCommentCounts(fileId: string): ReadonlyMap<string, number> {
  const specId = useAccountSpecs((state) => state.links[fileId]?.specId);
  const threads = useComments((state) => (specId ? state.specs[specId]?.threads : undefined));
  useEffect(() => {
    if (specId) void loadComments(specId);
  }, [specId]);
  return useMemo(() => (threads ? openCommentCounts(threads) : NONE), [threads]);
}
