import type { CellValue, CommentCreate, CommentThread, CommentUpdate } from '@specwright/core';
import { runAction } from '../../actions/app-actions';
import { type CommentQuote, useCommentsStore } from '../../state/comments';
import { readLayout } from '../../state/read-stores';
import { createComment, fetchComments, replyToComment, updateComment } from './comments-api';
import type { SelectedText } from './selection-quote';

const store = () => useCommentsStore.getState();

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reads the spec's threads unless this tab has them or is reading them. */
export async function loadComments(specId: string, again = false): Promise<void> {
  const current = store().specs[specId];
  if (!again && current && current.status !== 'error') return;
  store().loading(specId);
  try {
    store().loaded(specId, await fetchComments(specId));
  } catch (error) {
    store().failed(specId, messageOf(error));
  }
}

/** Keeps a thread as the server answered it (a write here, or one that arrived live). */
export function keepThread(specId: string, thread: CommentThread): void {
  store().upsert(specId, thread);
}

export async function startThread(specId: string, input: CommentCreate): Promise<void> {
  keepThread(specId, await createComment(specId, input));
}

export async function replyInThread(specId: string, threadId: string, body: string): Promise<void> {
  keepThread(specId, await replyToComment(specId, threadId, body));
}

export async function changeThread(specId: string, threadId: string, change: CommentUpdate): Promise<void> {
  keepThread(specId, await updateComment(specId, threadId, change));
}

/**
 * Accepts a proposed change: the new text is written as one ordinary edit of the cell (undone with Edit →
 * Undo as usual), then the thread records that it was accepted.
 */
export async function acceptProposal(
  target: { fileId: string; specId: string; field: string; current: CellValue },
  thread: CommentThread,
): Promise<void> {
  const { fileId, specId, field, current } = target;
  const value = thread.proposed_text ?? '';
  const edit = { fileId, rowId: thread.row_id, field, value, startValue: current, view: 'comment' } as const;
  runAction('cells.edit', { source: 'panel' }, edit);
  await changeThread(specId, thread.id, { accepted: true });
}

/** Quotes `quote` in the next thread of its row (or stops quoting, with null). */
export function quoteInComment(quote: CommentQuote | null): void {
  store().setQuote(quote);
}

/** Starts a comment on text selected in a view or an editor: the row is selected and the side panel shows it. */
export function commentOnSelection(
  fileId: string,
  field: string,
  selected: Pick<SelectedText, 'rowId' | 'quote' | 'start' | 'end'>,
): void {
  const { rowId, quote, start, end } = selected;
  store().setQuote({ fileId, rowId, field, quote, start, end });
  runAction('rows.select', { source: 'panel' }, { fileId, rowId });
  if (readLayout().sidePanel !== 'properties') runAction('panels.properties', { source: 'panel' });
}
