import {
  type DocumentEntry,
  documentEntries,
  type RequirementFile,
  rowText,
  textColumnOf,
} from '@specwright/core';
import { useEffect, useMemo, useRef } from 'react';
import { CommentCount } from '../../ui/CommentCount';
import { CommentOnSelectionButton } from '../../ui/CommentOnSelectionButton';
import { isCommentOnSelectionKey } from '../../ui/comment-on-selection';
import { type ReviewBadge, ReviewBadges } from '../../ui/ReviewBadges';
import { useOpenCommentCounts } from '../comments/comment-counts';
import { useCommentRights } from '../comments/comment-rights';
import { commentOnSelection } from '../comments/comments-actions';
import { useSelectedText } from '../comments/selection-quote';
import { useReviewBadges } from '../reviews/use-review-badges';
import { CHUNK_SIZE } from './DocumentEntries';
import { DocumentHeader } from './DocumentHeader';
import { useProgressiveCount } from './use-progressive-count';
import './document.css';
import './read-only-document.css';

const NO_BADGES: readonly ReviewBadge[] = [];

/** One entry as text: no editor, no actions, no buttons to accept or reject proposed changes. */
function ReadOnlyEntry({
  entry,
  text,
  openComments,
  reviewBadges,
}: {
  entry: DocumentEntry;
  text: string;
  openComments: number;
  reviewBadges: readonly ReviewBadge[];
}) {
  const content = text.trim() === '' ? <span className="doc-entry__placeholder">Empty</span> : text;
  return (
    // biome-ignore lint/a11y/useSemanticElements: entries sit in chunks (role none), which an <li> may not
    <div
      role="listitem"
      className={`doc-entry doc-entry--${entry.kind} doc-entry--read-only`}
      data-row-id={entry.row.id}
      data-status={entry.row.tempChangeStatus}
    >
      <span className="doc-entry__gutter">{entry.number === undefined ? '' : `${entry.number}.`}</span>
      <div className="doc-entry__main">
        {entry.kind === 'comment' ? <span className="doc-entry__kind">Comment</span> : null}
        {entry.kind === 'chapter' ? (
          <h3 className="doc-entry__heading">
            <span className="doc-entry__text">{content}</span>
          </h3>
        ) : (
          <p className="doc-entry__text">{content}</p>
        )}
        <CommentCount count={openComments} />
        <ReviewBadges badges={reviewBadges} />
      </div>
    </div>
  );
}

/**
 * The document view of a file nobody may edit here (a shared link): the same numbered requirements,
 * chapters, context and comments as the document view, as plain text.
 */
export function ReadOnlyDocument({ file }: { file: RequirementFile }) {
  const textField = textColumnOf(file);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { canComment } = useCommentRights(file.id);
  const selected = useSelectedText(scrollRef, canComment && textField !== undefined);
  const openComments = useOpenCommentCounts(file.id);
  useEffect(() => {
    if (!selected || !textField) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isCommentOnSelectionKey(event)) return;
      event.preventDefault();
      commentOnSelection(file.id, textField, selected);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [selected, textField, file.id]);
  const reviewBadges = useReviewBadges(file.id);
  const entries = useMemo(() => documentEntries(file.data), [file.data]);
  const count = useProgressiveCount(entries.length);
  const requirementCount = useMemo(() => entries.filter((e) => e.kind === 'requirement').length, [entries]);
  const chunks: (readonly DocumentEntry[])[] = [];
  for (let start = 0; start < count; start += CHUNK_SIZE) {
    chunks.push(entries.slice(start, Math.min(start + CHUNK_SIZE, count)));
  }
  return (
    <div className="doc-view doc-view--read-only" data-testid="document-view">
      {/* Nothing in it takes the focus, so the scrolling area does, for the keyboard's arrows and Page Down. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="doc-view__scroll" tabIndex={0} aria-label={`Document of ${file.title}`}>
        <div ref={scrollRef} className="doc-view__selection-frame">
          {selected && textField ? (
            <CommentOnSelectionButton
              className="doc-view__quote-button"
              style={{ top: selected.top + 4, left: selected.left }}
              onComment={() => commentOnSelection(file.id, textField, selected)}
            />
          ) : null}
          <article className="doc-view__page" aria-labelledby="doc-view-title">
            <DocumentHeader title={file.title} requirements={requirementCount} rows={entries.length} />
            {entries.length === 0 ? (
              <div className="doc-view__empty" data-testid="document-empty">
                <h2 className="doc-view__empty-title">No Requirements Found</h2>
                <p className="doc-view__empty-text">This specification has no rows yet.</p>
              </div>
            ) : (
              // biome-ignore lint/a11y/useSemanticElements: the list items sit in chunks, which <ol> does not allow
              <div role="list" aria-label="Document" className="doc-view__entries">
                {chunks.map((chunk, chunkIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a chunk is a position, not a row
                  <div key={chunkIndex} role="none" className="doc-view__chunk">
                    {chunk.map((entry) => (
                      <ReadOnlyEntry
                        key={entry.row.id}
                        entry={entry}
                        text={rowText(entry.row, textField)}
                        openComments={openComments.get(entry.row.id) ?? 0}
                        reviewBadges={reviewBadges.get(entry.row.id) ?? NO_BADGES}
                      />
                    ))}
                  </div>
                ))}
              </div>
            )}
            {count < entries.length ? (
              <p className="doc-view__loading">Loading {entries.length - count} more rows…</p>
            ) : null}
          </article>
        </div>
      </section>
    </div>
  );
}
