import type { RequirementFile } from '@specwright/core';
import { FILE_MESSAGES } from '@specwright/core';
import type { DialogControl } from '../../state/dialogs';
import { openDialogProps } from '../../state/dialogs';
import { newFileId } from '../../state/spec-tabs';
import type { ImportKind } from './exchange-picker';
import { readImportFile } from './read-import-file';

export const CANNOT_IMPORT_TITLE = 'Cannot Import File';

/** What an import does with its outcome: the dialogs it opens, and the spec tab each ReqIF specification opens in. */
export interface ImportOutlets {
  dialogs: DialogControl;
  openImported: (opened: { file: RequirementFile; warnings: readonly string[] }) => void;
}

/**
 * Imports a chosen file: a table goes to the column-mapping step, a ReqIF document opens as a spec tab,
 * a .reqifz archive as one spec tab per specification inside.
 */
export async function importChosenFile(
  chosen: File,
  kind: ImportKind,
  { dialogs, openImported }: ImportOutlets,
): Promise<void> {
  dialogs.open('progress', { title: 'Importing File', message: chosen.name });
  const result = await readImportFile(chosen, kind, newFileId).catch(() => ({
    ok: false as const,
    message: FILE_MESSAGES.loadFailed,
  }));
  // Only the progress dialog closes: a dialog opened meanwhile stays.
  if (openDialogProps('progress')) dialogs.close();
  if (!result.ok) {
    dialogs.open('info', { title: CANNOT_IMPORT_TITLE, message: result.message });
  } else if (result.kind === 'table') {
    const { table, title, warnings } = result;
    dialogs.open('importMapping', { table, title, ...(warnings ? { warnings } : {}) });
  } else {
    for (const opened of result.opened) openImported(opened);
  }
}
