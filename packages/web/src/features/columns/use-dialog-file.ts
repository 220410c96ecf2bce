import type { RequirementFile } from '@specwright/core';
import { useEffect } from 'react';
import { runAction } from '../../actions/app-actions';
import type { ColumnCommand } from '../../actions/column-edit-actions';
import { useSpecFile } from '../../state/spec-files';

/** The file a column dialog works on; the dialog closes if the file is closed meanwhile. */
export function useDialogFile(fileId: string, onClose: () => void): RequirementFile | undefined {
  const file = useSpecFile(fileId);
  useEffect(() => {
    if (!file) onClose();
  }, [file, onClose]);
  return file;
}

/** Applies a column dialog's edit to the file as one undo step named `label`. */
export function applyColumnEdit(fileId: string, command: ColumnCommand, label: string): void {
  runAction('columns.apply', { source: 'dialog' }, { fileId, command, label });
}

/** Moves the focus to an element of the open dialog by id (e.g. the first invalid field). */
export function focusById(id: string): void {
  document.getElementById(id)?.focus();
}
