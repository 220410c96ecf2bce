import { FILE_MESSAGES } from '@specwright/core';
import { runAction } from '../../actions/app-actions';
import { newFileId } from '../../state/spec-tabs';
import { preloadTableView } from '../table/preload-table-view';
import { readSpecFile } from './read-spec-file';

export const CANNOT_OPEN_TITLE = 'Cannot Open File';
/** Files above this size show a progress dialog while they are read. */
const PROGRESS_FROM_BYTES = 2 * 1024 * 1024;

/** Opens a file chosen with File → Open File in a new spec tab, or explains why it cannot. */
export async function openChosenFile(chosen: File): Promise<boolean> {
  // The table view's code loads while the file is read, not after.
  preloadTableView();
  const showsProgress = chosen.size >= PROGRESS_FROM_BYTES;
  if (showsProgress) {
    runAction('dialogs.showProgress', { source: 'dialog' }, { title: 'Opening File', message: chosen.name });
  }
  const result = await readSpecFile(chosen, newFileId()).catch(() => ({
    ok: false as const,
    message: FILE_MESSAGES.loadFailed,
  }));
  if (showsProgress) runAction('dialogs.closeProgress', { source: 'dialog' });
  if (!result.ok) {
    runAction(
      'dialogs.showMessage',
      { source: 'dialog' },
      { title: CANNOT_OPEN_TITLE, message: result.message },
    );
    return false;
  }
  runAction('spec.open', { source: 'dialog' }, { file: result.file, warnings: result.warnings });
  return true;
}
