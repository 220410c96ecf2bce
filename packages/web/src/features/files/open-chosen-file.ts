import { FILE_MESSAGES } from '@specwright/core';
import { runAction } from '../../actions/app-actions';
import { newFileId } from '../../state/spec-tabs';
import { untilTablePainted } from '../table/first-paint';
import { preloadTableView } from '../table/preload-table-view';
import { FIRST_ROWS } from '../table/use-grid-rows';
import { closeOpeningProgress, showOpeningMessage, showOpeningProgress } from './open-file-wiring';
import { readSpecFile, readSpecFirstRows } from './read-spec-file';

export const CANNOT_OPEN_TITLE = 'Cannot Open File';
/** Files above this size show a progress dialog while they are read. */
const PROGRESS_FROM_BYTES = 2 * 1024 * 1024;
/** Files above this size show their first rows while the rest is read. */
const FIRST_ROWS_FROM_BYTES = 4 * 1024 * 1024;
/** The longest the whole file's parsing waits for the first rows to be painted. */
const FIRST_PAINT_WAIT_MS = 1_000;

/** Shows a large file's first rows in a new (read-only) tab; resolves once they are painted. */
async function showFirstRows(chosen: File, fileId: string, tableView: Promise<void>): Promise<boolean> {
  const firstRows = await readSpecFirstRows(chosen, fileId, FIRST_ROWS);
  if (!firstRows) return false;
  await tableView;
  const painted = untilTablePainted(fileId, FIRST_PAINT_WAIT_MS);
  runAction('spec.openFirstRows', { source: 'dialog' }, { file: firstRows });
  await painted;
  return true;
}

/**
 * Opens a file chosen with File → Open File in a new spec tab, or explains why it cannot. A large file's
 * first rows are shown (read-only) as soon as they are read and painted while the browser reads the rest;
 * the tab becomes editable once the whole file is read and checked, or closes with the reason if the
 * whole file turns out unreadable.
 */
export async function openChosenFile(chosen: File): Promise<boolean> {
  // The table view's code loads while the file is read, not after.
  const tableView = preloadTableView();
  const fileId = newFileId();
  const firstRows =
    chosen.size >= FIRST_ROWS_FROM_BYTES ? showFirstRows(chosen, fileId, tableView) : Promise.resolve(false);
  const whole = readSpecFile(chosen, fileId, firstRows).catch(() => ({
    ok: false as const,
    message: FILE_MESSAGES.loadFailed,
  }));
  const shown = await firstRows;
  const showsProgress = !shown && chosen.size >= PROGRESS_FROM_BYTES;
  if (showsProgress) {
    showOpeningProgress({ title: 'Opening File', message: chosen.name });
  }
  const result = await whole;
  if (showsProgress) closeOpeningProgress();
  if (!result.ok) {
    if (shown) runAction('spec.abandonOpening', { source: 'dialog' }, { fileId });
    showOpeningMessage({ title: CANNOT_OPEN_TITLE, message: result.message });
    return false;
  }
  const opened = { file: result.file, warnings: result.warnings };
  runAction(shown ? 'spec.finishOpening' : 'spec.open', { source: 'dialog' }, opened);
  return true;
}
