import type { RequirementFile } from '@specwright/core';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { readSpecFiles } from '../../state/read-stores';
import type { EntryHandlers } from './DocumentEntry';
import { findEntryElement } from './entry-dom';
import { descriptionOf } from './row-text';
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

/**
 * The document view's editing state and the stable handlers its entries call: one entry is edited at
 * a time; a draft that is switched away from (or left by changing view) is saved, Cancel discards it.
 */
export function useEntryHandlers(fileId: string, listRef: RefObject<HTMLElement | null>) {
  const commands = useDocumentCommands(fileId);
  const [editingRowId, setEditingRowId] = useState<string | null>(null);
  const [notice, setNotice] = useState<DeleteNotice | null>(null);
  const draft = useRef<{ rowId: string; text: string } | null>(null);
  const requestFocus = useFocusRequest(listRef);

  const save = useCallback(
    (rowId: string, text: string) => {
      const row = currentFile(fileId)?.data.find((r) => r.id === rowId);
      if (row && descriptionOf(row) !== text) commands.saveDescription(rowId, text);
    },
    [fileId, commands],
  );

  const commitDraft = useCallback(() => {
    const pending = draft.current;
    draft.current = null;
    if (pending) save(pending.rowId, pending.text);
  }, [save]);

  // Leaving the view keeps what was typed.
  const commitRef = useRef(commitDraft);
  commitRef.current = commitDraft;
  useEffect(() => () => commitRef.current(), []);

  const startEditing = useCallback(
    (rowId: string) => {
      commitDraft();
      commands.select(rowId);
      setEditingRowId(rowId);
    },
    [commitDraft, commands],
  );

  const handlers = useMemo<EntryHandlers>(
    () => ({
      select: (rowId) => commands.select(rowId),
      startEdit: startEditing,
      save: (rowId, text) => {
        draft.current = null;
        save(rowId, text);
        setEditingRowId(null);
        requestFocus(rowId);
      },
      cancel: (rowId) => {
        draft.current = null;
        setEditingRowId(null);
        requestFocus(rowId);
      },
      draftChange: (rowId, text) => {
        draft.current = { rowId, text };
      },
      insert: (rowId, position) => {
        commitDraft();
        const newId = commands.insert(rowId, position);
        if (newId) setEditingRowId(newId);
      },
      remove: (rowId, entryName) => {
        if (draft.current?.rowId === rowId) draft.current = null;
        setEditingRowId((editing) => (editing === rowId ? null : editing));
        const neighbour = commands.remove(rowId);
        setNotice({ message: `Deleted ${entryName}.`, rowId, file: currentFile(fileId) });
        requestFocus(neighbour);
      },
      review: (rowId, decision) => commands.review(rowId, decision),
    }),
    [commands, commitDraft, fileId, save, startEditing, requestFocus],
  );

  const addFirst = useCallback(() => {
    const newId = commands.insert(null, 'below');
    if (newId) setEditingRowId(newId);
  }, [commands]);

  const undoDelete = useCallback(() => {
    if (!notice) return;
    commands.undo();
    setNotice(null);
    requestFocus(notice.rowId);
  }, [commands, notice, requestFocus]);

  return { handlers, editingRowId, notice, addFirst, undoDelete, dismissNotice: () => setNotice(null) };
}
