import { FILE_MESSAGES } from '@specwright/core';
import { runAction } from '../../actions/app-actions';
import { newFileId } from '../../state/spec-tabs';
import type { ImportKind } from './exchange-picker';
import { readImportFile } from './read-import-file';

export const CANNOT_IMPORT_TITLE = 'Cannot Import File';

/** Imports a chosen file: a table goes to the column-mapping step, a ReqIF document opens as a spec tab. */
export async function importChosenFile(chosen: File, kind: ImportKind): Promise<void> {
  runAction('dialogs.showProgress', { source: 'dialog' }, { title: 'Importing File', message: chosen.name });
  const result = await readImportFile(chosen, kind, newFileId()).catch(() => ({
    ok: false as const,
    message: FILE_MESSAGES.loadFailed,
  }));
  runAction('dialogs.closeProgress', { source: 'dialog' });
  if (!result.ok) {
    runAction(
      'dialogs.showMessage',
      { source: 'dialog' },
      { title: CANNOT_IMPORT_TITLE, message: result.message },
    );
  } else if (result.kind === 'table') {
    runAction(
      'dialogs.openImportMapping',
      { source: 'dialog' },
      { table: result.table, title: result.title },
    );
  } else {
    runAction('spec.open', { source: 'dialog' }, { file: result.file, warnings: result.warnings });
  }
}
