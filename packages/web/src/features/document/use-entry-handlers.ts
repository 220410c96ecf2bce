import { type RequirementFile, rowText } from '@specwright/core';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { readSpecFiles } from '../../state/read-stores';
import type { EntryHandlers } from './DocumentEntry';
import { findEntryElement } from './entry-dom';
import { useDocumentCommands } from './use-document-commands';

/** Shown after a delete while the file is still the one the delete produced: nothing is lost, it can be undone. */
export interface DeleteNotice {
  readonly message: string;
  readonly rowId: string;
  readonly file: RequirementFile | undefined;
}

function currentFile(fileId: string): RequirementFile | undefined {
  return readSpecFiles().specs[fileId]?.edit.file;
}

/** Focuses an entry's description button once it is rendered. */
function useFocusRequest(listRef: RefObject<HTMLElement | null>) {
  const pending = useRef<string | null>(null);
  useLayoutEffect(() => {
    const rowId = pending.current;
    const list = listRef.current;
    if (!rowId || !list) return;
    const item = findEntryElement(list, rowId);
    const button = item?.querySelector<HTMLElement>('.doc-entry__text');
    if (button) {
      pending.current = null;
      button.focus();
    }
  });
  return useCallback((rowId: string | null) => {
    pending.current = rowId;
  }, []);
}

/** A row the view has just added, with the row it was added next to (null: the first row). */
interface AddedRow {
  readonly rowId: string;
  readonly anchorId: string | null;
}

/**
 * The document view's editing state and the stable handlers its entries call: one entry is edited at
 * a time; a draft that is switched away from (or left by changing view) is saved, Cancel discards it.
 * A row just added and left without text (Esc, or opening another entry) goes again, leaving no undo step.
 * `textField` is the requirement text column, undefined while the user has not chosen one: nothing is
 * edited then, and `onNoTextColumn` is called instead.
 */
export function useEntryHandlers(
  fileId: string,
  listRef: RefObject<HTMLElement | null>,
  textField: string | undefined,
  onNoTextColumn: () => void,
) {
  const commands = useDocumentCommands(fileId);
  const [editingRowId, setEditingRowId] = useState<string | null>(null);
  const [notice, setNotice] = useState<DeleteNotice | null>(null);
  const draft = useRef<{ rowId: string; text: string } | null>(null);
  const added = useRef<AddedRow | null>(null);
  const requestFocus = useFocusRequest(listRef);
  const textFieldRef = useRef(textField);
  textFieldRef.current = textField;
  const noTextColumnRef = useRef(onNoTextColumn);
  noTextColumnRef.current = onNoTextColumn;

  /** The entry being edited and its text when editing began. */
  const started = useRef<{ rowId: string; text: string } | null>(null);
  const save = useCallback(
    (rowId: string, text: string) => {
      const field = textFieldRef.current;
      const row = currentFile(fileId)?.data.find((r) => r.id === rowId);
      const startText = started.current?.rowId === rowId ? started.current.text : undefined;
      if (started.current?.rowId === rowId) started.current = null;
      if (field !== undefined && row && rowText(row, field) !== text)
        commands.saveText(rowId, field, text, startText);
    },
    [fileId, commands],
  );
  const startFrom = useCallback(
    (rowId: string) => {
      const field = textFieldRef.current;
      const row = currentFile(fileId)?.data.find((r) => r.id === rowId);
      started.current = field !== undefined && row ? { rowId, text: rowText(row, field) } : null;
    },
    [fileId],
  );

  /** Takes back the row just added when it was left without text; returns the row to select instead. */
  const dropUntouchedRow = useCallback(
    (rowId: string): { dropped: boolean; select: string | null } => {
      const row = added.current;
      added.current = null;
      if (row?.rowId !== rowId || (draft.current?.rowId === rowId && draft.current.text !== '')) {
        return { dropped: false, select: rowId };
      }
      if (draft.current?.rowId === rowId) draft.current = null;
      commands.discardNewRow(rowId, row.anchorId);
      return { dropped: true, select: row.anchorId };
    },
    [commands],
  );

  const commitDraft = useCallback(() => {
    const adding = added.current;
    if (adding) dropUntouchedRow(adding.rowId);
    const pending = draft.current;
    draft.current = null;
    if (pending) save(pending.rowId, pending.text);
  }, [save, dropUntouchedRow]);

  // Leaving the view keeps what was typed.
  const commitRef = useRef(commitDraft);
  commitRef.current = commitDraft;
  useEffect(() => () => commitRef.current(), []);

  const startEditing = useCallback(
    (rowId: string) => {
      if (textFieldRef.current === undefined) {
        noTextColumnRef.current();
        return;
      }
      if (added.current?.rowId === rowId) return;
      commitDraft();
      commands.select(rowId);
      startFrom(rowId);
      setEditingRowId(rowId);
    },
    [commitDraft, commands, startFrom],
  );

  /** Adds a row and opens it for editing; it goes again if left without text. */
  const addRow = useCallback(
    (anchorId: string | null, position: 'above' | 'below') => {
      if (textFieldRef.current === undefined) {
        noTextColumnRef.current();
        return;
      }
      commitDraft();
      const newId = commands.insert(anchorId, position);
      if (!newId) return;
      added.current = { rowId: newId, anchorId };
      startFrom(newId);
      setEditingRowId(newId);
    },
    [commands, commitDraft, startFrom],
  );

  const handlers = useMemo<EntryHandlers>(
    () => ({
      select: (rowId) => commands.select(rowId),
      startEdit: startEditing,
      save: (rowId, text) => {
        draft.current = null;
        if (added.current?.rowId === rowId) added.current = null;
        save(rowId, text);
        setEditingRowId(null);
        requestFocus(rowId);
      },
      cancel: (rowId) => {
        draft.current = null;
        const { select } = dropUntouchedRow(rowId);
        setEditingRowId(null);
        requestFocus(select);
      },
      draftChange: (rowId, text) => {
        draft.current = { rowId, text };
      },
      insert: addRow,
      remove: (rowId, entryName) => {
        if (draft.current?.rowId === rowId) draft.current = null;
        if (added.current?.rowId === rowId) added.current = null;
        setEditingRowId((editing) => (editing === rowId ? null : editing));
        const neighbour = commands.remove(rowId);
        setNotice({ message: `Deleted ${entryName}.`, rowId, file: currentFile(fileId) });
        requestFocus(neighbour);
      },
      decide: (rowId, decision) => commands.decide(rowId, decision),
    }),
    [commands, fileId, save, startEditing, requestFocus, addRow, dropUntouchedRow],
  );

  const addFirst = useCallback(() => addRow(null, 'below'), [addRow]);

  const undoDelete = useCallback(() => {
    if (!notice) return;
    commands.undo();
    setNotice(null);
    requestFocus(notice.rowId);
  }, [commands, notice, requestFocus]);

  return {
    handlers,
    editingRowId,
    notice,
    addFirst,
    undoDelete,
    dismissNotice: () => setNotice(null),
    chooseTextColumn: commands.setTextColumn,
  };
}
