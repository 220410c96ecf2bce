import type {
  DocumentEntry as Entry,
  LivePeer,
  ProposedChangeStatus,
  ProposedChangeVerdict,
} from '@specwright/core';
import { type KeyboardEvent, type MouseEvent, memo, useState } from 'react';
import { CommentCount } from '../../ui/CommentCount';
import type { SelectedSpan } from '../../ui/comment-on-selection';
import { type ReviewBadge, ReviewBadges } from '../../ui/ReviewBadges';
import { DescriptionEditor } from './DescriptionEditor';
import { EntryActions } from './EntryActions';
import { EntryPeerBar, EntryPeers } from './EntryPeers';
import { adjacentEntry, textOffsetAt } from './entry-dom';
import { ProposedChangeMark } from './ProposedChangeMark';

/** What an entry can ask of the view; one stable object so entries re-render only when their row does. */
export interface EntryHandlers {
  select: (rowId: string) => void;
  startEdit: (rowId: string) => void;
  save: (rowId: string, text: string) => void;
  cancel: (rowId: string) => void;
  draftChange: (rowId: string, text: string) => void;
  insert: (rowId: string, position: 'above' | 'below') => void;
  remove: (rowId: string, entryName: string) => void;
  decide: (rowId: string, decision: ProposedChangeVerdict) => void;
  /** Comments on the text selected in the row's editor; absent where the user may not comment. */
  commentOnSelection?: ((rowId: string, span: SelectedSpan) => void) | undefined;
}

export interface DocumentEntryProps {
  rowId: string;
  kind: Entry['kind'];
  number: number | undefined;
  /** 1-based position among all rows, to name unnumbered entries. */
  position: number;
  text: string;
  /** The row's links in words ("verifies REQ-1, verified by REQ-3"); empty when it has none. */
  links: string;
  /** Shown in place of an empty text. */
  placeholder: string;
  status: ProposedChangeStatus;
  selected: boolean;
  editing: boolean;
  /** The others on this row of a workspace spec (the same empty list when none). */
  peers: readonly LivePeer[];
  /** The row's open comment threads. */
  openComments: number;
  /** The row's marks in the open review, and whether it changed since approved (the same empty list when none). */
  reviewBadges: readonly ReviewBadge[];
  handlers: EntryHandlers;
}

export function entryNameOf(kind: Entry['kind'], number: number | undefined, position: number): string {
  return kind === 'requirement' ? `requirement ${number}` : `${kind} in row ${position}`;
}

/** Up/Down move between the entries' descriptions, like rows in the table. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const item = event.currentTarget.closest('.doc-entry');
  const sibling = item ? adjacentEntry(item, event.key === 'ArrowDown' ? 'next' : 'previous') : null;
  const target = sibling?.querySelector<HTMLButtonElement>('.doc-entry__text');
  if (!target) return;
  event.preventDefault();
  target.focus();
}

function DocumentEntryView(props: DocumentEntryProps) {
  const {
    rowId,
    kind,
    number,
    position,
    text,
    links,
    placeholder,
    status,
    selected,
    editing,
    peers,
    openComments,
    reviewBadges,
    handlers,
  } = props;
  const [hovered, setHovered] = useState(false);
  const [caret, setCaret] = useState<number | undefined>(undefined);
  const entryName = entryNameOf(kind, number, position);

  // The editor opens on the press itself, with the caret where the text was pressed: the button never
  // takes the focus, so what is typed next goes into the editor and Ctrl+A selects only its text.
  const editAtPointer = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setCaret(text === '' ? undefined : textOffsetAt(event.currentTarget, event.clientX, event.clientY));
    handlers.startEdit(rowId);
  };

  const textButton = (
    <button
      type="button"
      className="doc-entry__text"
      title="Click to edit"
      onMouseDown={editAtPointer}
      onClick={() => {
        setCaret(undefined);
        handlers.startEdit(rowId);
      }}
      onKeyDown={moveFocus}
    >
      {text.trim() === '' ? <span className="doc-entry__placeholder">{placeholder}</span> : text}
    </button>
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: entries sit in chunks (role none), which an <li> may not
    <div
      role="listitem"
      className={`doc-entry doc-entry--${kind}`}
      data-row-id={rowId}
      data-status={status}
      data-selected={selected}
      data-peers={peers.length > 0 ? true : undefined}
      aria-current={selected ? 'true' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onPointerDown={() => handlers.select(rowId)}
      onFocus={() => handlers.select(rowId)}
    >
      <EntryPeerBar peers={peers} />
      <span className="doc-entry__gutter">{number === undefined ? '' : `${number}.`}</span>
      <div className="doc-entry__main">
        {kind === 'comment' ? <span className="doc-entry__kind">Comment</span> : null}
        {editing ? (
          <DescriptionEditor
            initialText={text}
            initialCaret={caret}
            entryName={entryName}
            onSave={(value) => handlers.save(rowId, value)}
            onCancel={() => handlers.cancel(rowId)}
            linted={kind === 'requirement'}
            onDraftChange={(value) => handlers.draftChange(rowId, value)}
            onCommentOnSelection={
              handlers.commentOnSelection ? (span) => handlers.commentOnSelection?.(rowId, span) : undefined
            }
          />
        ) : kind === 'chapter' ? (
          <h3 className="doc-entry__heading">{textButton}</h3>
        ) : (
          textButton
        )}
        {links !== '' && !editing ? (
          <p className="doc-entry__links">
            <span className="doc-entry__links-label">Links:</span> {links}
          </p>
        ) : null}
        <EntryPeers peers={peers} />
        <CommentCount count={openComments} />
        <ReviewBadges badges={reviewBadges} />
        <ProposedChangeMark
          status={status}
          entryName={entryName}
          onDecide={(decision) => handlers.decide(rowId, decision)}
        />
      </div>
      {(selected || hovered) && !editing ? (
        <EntryActions
          entryName={entryName}
          onInsertAbove={() => handlers.insert(rowId, 'above')}
          onInsertBelow={() => handlers.insert(rowId, 'below')}
          onDelete={() => handlers.remove(rowId, entryName)}
        />
      ) : (
        <span className="doc-entry__actions" />
      )}
    </div>
  );
}

/** One row of the document: a numbered requirement, a chapter heading, a context paragraph or a comment. */
export const DocumentEntry = memo(DocumentEntryView);
