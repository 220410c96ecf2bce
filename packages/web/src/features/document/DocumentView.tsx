import { documentEntries, type Row, textColumnOf } from '@specwright/core';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSpecFiles } from '../../state/read-stores';
import { useSelectedRowId, useSpecFile } from '../../state/spec-files';
import type { SelectedSpan } from '../../ui/comment-on-selection';
import { rowLinkViews } from '../../ui/links/row-links';
import { qualityReviewColumns } from '../analysis-ui/quality-review-columns';
import { useOpenCommentCounts } from '../comments/comment-counts';
import { useCommentOnSelection } from '../comments/use-comment-on-selection';
import { useFileLinkTargets } from '../cross-spec-links/link-targets-wiring';
import { peersByRow } from '../presence/peer-spots';
import { useFilePeers } from '../presence/presence-wiring';
import { useReviewBadges } from '../reviews/use-review-badges';
import { DocumentEmpty } from './DocumentEmpty';
import { DocumentEntries } from './DocumentEntries';
import { DocumentHeader } from './DocumentHeader';
import { findEntryElement } from './entry-dom';
import { ReadOnlyDocument } from './ReadOnlyDocument';
import { TextColumnPrompt } from './TextColumnPrompt';
import { UndoNotice } from './UndoNotice';
import { useDocumentOwnSpot } from './use-document-own-spot';
import { useEntryHandlers } from './use-entry-handlers';
import { useProgressiveCount } from './use-progressive-count';
import './document.css';

const NO_ROWS: readonly Row[] = [];

function DocumentBody({ fileId }: { fileId: string }) {
  const file = useSpecFile(fileId);
  const selectedRowId = useSelectedRowId(fileId);
  const linkTargets = useFileLinkTargets(fileId);
  const listRef = useRef<HTMLDivElement>(null);
  const promptRef = useRef<HTMLSelectElement>(null);
  const textField = file ? textColumnOf(file) : undefined;
  const askForTextColumn = useCallback(() => promptRef.current?.focus(), []);
  const entryHandlers = useEntryHandlers(fileId, listRef, textField, askForTextColumn);
  const { editingRowId, notice, addFirst, undoDelete, dismissNotice, chooseTextColumn } = entryHandlers;
  const commentOn = useCommentOnSelection(fileId);
  const handlers = useMemo(
    () => ({
      ...entryHandlers.handlers,
      ...(commentOn && textField
        ? { commentOnSelection: (rowId: string, span: SelectedSpan) => commentOn(rowId, textField, span) }
        : {}),
    }),
    [entryHandlers.handlers, commentOn, textField],
  );
  useDocumentOwnSpot(fileId, selectedRowId, editingRowId, textField);
  const peers = useFilePeers(fileId);
  const rowPeers = useMemo(() => peersByRow(peers), [peers]);
  const openComments = useOpenCommentCounts(fileId);
  const reviewBadges = useReviewBadges(fileId);
  const rows = file?.data ?? NO_ROWS;
  const entries = useMemo(() => documentEntries(rows), [rows]);
  const count = useProgressiveCount(entries.length);
  const visibleEntries = useMemo(() => entries.slice(0, count), [entries, count]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the links' labels read these parts of the file only
  const links = useMemo(
    () => (file ? rowLinkViews(file, linkTargets) : undefined),
    [file?.links, file?.data, file?.columns, file?.hiddenColumns, file?.uiStyles, linkTargets],
  );
  const requirementCount = useMemo(() => entries.filter((e) => e.kind === 'requirement').length, [entries]);

  // On opening the view, bring the selected row (e.g. chosen in the table) into sight once it is rendered.
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || !selectedRowId) return;
    const index = entries.findIndex((entry) => entry.row.id === selectedRowId);
    if (index === -1 || index >= count) return;
    scrolled.current = true;
    findEntryElement(listRef.current, selectedRowId)?.scrollIntoView?.({ block: 'center' });
  }, [count, entries, selectedRowId]);

  if (!file) return null;
  return (
    <div className="doc-view" data-testid="document-view">
      <div className="doc-view__scroll">
        <article className="doc-view__page" aria-labelledby="doc-view-title">
          <DocumentHeader
            title={file.title}
            requirements={requirementCount}
            rows={entries.length}
            hint={entries.length > 0 ? 'click a text to edit it' : undefined}
          />
          {textField === undefined ? (
            <TextColumnPrompt
              columns={qualityReviewColumns(file)}
              onChoose={chooseTextColumn}
              selectRef={promptRef}
            />
          ) : null}
          {entries.length === 0 ? (
            <DocumentEmpty onAdd={addFirst} />
          ) : (
            <DocumentEntries
              entries={visibleEntries}
              textField={textField}
              links={links}
              selectedRowId={selectedRowId}
              editingRowId={editingRowId}
              peers={rowPeers}
              openComments={openComments}
              reviewBadges={reviewBadges}
              handlers={handlers}
              listRef={listRef}
            />
          )}
          {count < entries.length ? (
            <p className="doc-view__loading">Loading {entries.length - count} more rows…</p>
          ) : null}
        </article>
      </div>
      <UndoNotice
        notice={notice?.file === file ? notice : null}
        onUndo={undoDelete}
        onDismiss={dismissNotice}
      />
    </div>
  );
}

/** The document view of a spec (docs/product-rules.md, "Screens"): its rows as a readable document, edited in place. */
export function DocumentView({ fileId }: { fileId: string }) {
  const readOnlyFile = useSpecFiles((state) =>
    state.specs[fileId]?.readOnly === true ? state.specs[fileId]?.edit.file : undefined,
  );
  if (readOnlyFile) return <ReadOnlyDocument file={readOnlyFile} />;
  return <DocumentBody key={fileId} fileId={fileId} />;
}
