import type { Command, RequirementFile } from '@specwright/core';
import { useEffect } from 'react';
import { useSpecFile, useSpecFilesStore } from '../../state/spec-files';

/** The file a column dialog works on; the dialog closes if the file is closed meanwhile. */
export function useDialogFile(fileId: string, onClose: () => void): RequirementFile | undefined {
  const file = useSpecFile(fileId);
  useEffect(() => {
    if (!file) onClose();
  }, [file, onClose]);
  return file;
}

/** Applies a column command to the file as one undo step named `label`. */
export function dispatchToFile(fileId: string, command: Command, label: string): void {
  useSpecFilesStore.getState().dispatch(fileId, command, label);
}

/** Moves the focus to an element of the open dialog by id (e.g. the first invalid field). */
export function focusById(id: string): void {
  document.getElementById(id)?.focus();
}
