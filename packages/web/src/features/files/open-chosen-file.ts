import { FILE_MESSAGES } from '@specwright/core';
import { useUiStore } from '../../state/ui';
import { newFileId, openSpecInWorkspace } from '../spec/open-spec';
import { useNoticeStore } from './notice-store';
import { readSpecFile } from './read-spec-file';

export const CANNOT_OPEN_TITLE = 'Cannot Open File';
/** Files above this size show a progress modal while they are read. */
const PROGRESS_FROM_BYTES = 2 * 1024 * 1024;

/** Opens a file chosen with File → Open File in a new spec tab, or explains why it cannot. */
export async function openChosenFile(chosen: File): Promise<boolean> {
  const ui = useUiStore.getState();
  // The table view's code loads while the file is read, not after.
  void import('../table/TableView').catch(() => {});
  const showsProgress = chosen.size >= PROGRESS_FROM_BYTES;
  if (showsProgress) ui.openModal({ type: 'progress', title: 'Opening File', message: chosen.name });
  const result = await readSpecFile(chosen, newFileId()).catch(() => ({
    ok: false as const,
    message: FILE_MESSAGES.loadFailed,
  }));
  if (showsProgress && useUiStore.getState().modal?.type === 'progress') ui.closeModal();
  if (!result.ok) {
    ui.openModal({ type: 'info', title: CANNOT_OPEN_TITLE, message: result.message });
    return false;
  }
  openSpecInWorkspace(result.file);
  if (result.warnings.length > 0) {
    useNoticeStore.getState().showNotice(`Opened “${result.file.title}” with changes`, result.warnings);
  }
  return true;
}
