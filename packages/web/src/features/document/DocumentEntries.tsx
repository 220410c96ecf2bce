import { type DocumentEntry as Entry, type LivePeer, rowText } from '@specwright/core';
import type { RefObject } from 'react';
import { linksSummary, type RowLinkViews } from '../../ui/links/row-links';
import type { ReviewBadge } from '../../ui/ReviewBadges';
import { DocumentEntry, type EntryHandlers } from './DocumentEntry';

/**
 * Entries per chunk. Each chunk skips layout and paint while off screen (`content-visibility: auto`):
 * one chunk of 50 rather than 50 entries keeps the browser's per-frame work small with 5,000 rows.
 */
export const CHUNK_SIZE = 50;

const NO_PEERS: readonly LivePeer[] = [];
const NO_BADGES: readonly ReviewBadge[] = [];

const EMPTY_TEXT = 'Empty — click to write it';
const NO_TEXT_COLUMN = 'Choose the text column above to show the text';

interface DocumentEntriesProps {
  entries: readonly Entry[];
  /** The field of the requirement text column; undefined until the user has chosen it. */
  textField: string | undefined;
  /** Each linked row's links. */
  links: RowLinkViews | undefined;
  selectedRowId: string | null;
  editingRowId: string | null;
  /** The others on each row of a workspace spec. */
  peers: ReadonlyMap<string, readonly LivePeer[]>;
  /** The open comment threads of each row that has one or more. */
  openComments: ReadonlyMap<string, number>;
  /** The review badges of each row that has one. */
  reviewBadges: ReadonlyMap<string, readonly ReviewBadge[]>;
  handlers: EntryHandlers;
  listRef: RefObject<HTMLDivElement | null>;
}

export function DocumentEntries({
  entries,
  textField,
  links,
  selectedRowId,
  editingRowId,
  peers,
  openComments,
  reviewBadges,
  handlers,
  listRef,
}: DocumentEntriesProps) {
  const chunks: (readonly Entry[])[] = [];
  for (let start = 0; start < entries.length; start += CHUNK_SIZE) {
    chunks.push(entries.slice(start, start + CHUNK_SIZE));
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: the list items sit in chunks, which <ol> does not allow
    <div ref={listRef} role="list" aria-label="Document" className="doc-view__entries">
      {chunks.map((chunk, chunkIndex) => (
        // Chunks are keyed by position; entries keep their row id keys inside them.
        // biome-ignore lint/suspicious/noArrayIndexKey: a chunk is a position, not a row
        <div key={chunkIndex} role="none" className="doc-view__chunk">
          {chunk.map((entry, index) => (
            <DocumentEntry
              key={entry.row.id}
              rowId={entry.row.id}
              kind={entry.kind}
              number={entry.number}
              position={chunkIndex * CHUNK_SIZE + index + 1}
              text={rowText(entry.row, textField)}
              links={linksSummary(links?.get(entry.row.id) ?? [])}
              placeholder={textField === undefined ? NO_TEXT_COLUMN : EMPTY_TEXT}
              status={entry.row.tempChangeStatus}
              selected={entry.row.id === selectedRowId}
              editing={entry.row.id === editingRowId}
              peers={peers.get(entry.row.id) ?? NO_PEERS}
              openComments={openComments.get(entry.row.id) ?? 0}
              reviewBadges={reviewBadges.get(entry.row.id) ?? NO_BADGES}
              handlers={handlers}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
