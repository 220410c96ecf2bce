import type { RequirementFile } from '@specwright/core';
import { FILE_MESSAGES } from '@specwright/core';
import type { DialogControl, ProgressDialogProps } from '../../state/dialogs';
import { openDialogProps } from '../../state/dialogs';
import { newFileId } from '../../state/spec-tabs';
import type { ImportKind } from './exchange-picker';
import { endImportProgress, setImportProgress, startImportProgress } from './import-progress';
import { type ReadImportResult, readImportFile } from './read-import-file';

export const CANNOT_IMPORT_TITLE = 'Cannot Import File';

type Opened = { file: RequirementFile; warnings: readonly string[] };

/** What an import does with its outcome: the dialogs it opens, and the spec tabs it opens or fills. */
export interface ImportOutlets {
  dialogs: DialogControl;
  openImported: (opened: Opened) => void;
  /** Shows a large document's first rows, read-only, in a tab of their own. */
  showFirstRows: (file: RequirementFile) => void;
  /** Gives the tab showing the first rows its whole file. */
  finishFirstRows: (opened: Opened) => void;
  /** Closes the tab showing the first rows of a file that could not be read whole, or was cancelled. */
  abandonFirstRows: (fileId: string) => void;
}

/**
 * Imports a chosen file, read in a Web Worker behind a progress dialog with Cancel: a table goes to the
 * column-mapping step, a ReqIF document or .reqifz archive opens one spec tab per specification, a Word
 * document one spec tab (or its main table goes to the mapping step). A large
 * document shows its first rows as soon as they are read; the rest of its progress, and its Cancel, are
 * then in its tab.
 */
export async function importChosenFile(
  chosen: File,
  kind: ImportKind,
  outlets: ImportOutlets,
  textAttribute?: string,
): Promise<void> {
  const { dialogs } = outlets;
  const controller = new AbortController();
  const progress: ProgressDialogProps = {
    title: 'Importing File',
    message: chosen.name,
    percentage: 0,
    onCancel: () => controller.abort(),
  };
  dialogs.open('progress', progress);
  let shownId: string | undefined;
  const result: ReadImportResult = await readImportFile(chosen, kind, newFileId, {
    signal: controller.signal,
    ...(textAttribute === undefined ? {} : { textAttribute }),
    onProgress: (fraction) => {
      if (shownId) setImportProgress(shownId, fraction);
      else dialogs.update('progress', { ...progress, percentage: fraction * 100 });
    },
    onFirstRows: (file) => {
      shownId = file.id;
      if (openDialogProps('progress')) dialogs.close();
      startImportProgress(file.id, () => controller.abort());
      outlets.showFirstRows(file);
    },
  }).catch(() => ({ ok: false as const, message: FILE_MESSAGES.loadFailed }));
  // Only the progress dialog closes: a dialog opened meanwhile stays.
  if (openDialogProps('progress')) dialogs.close();
  if (shownId) endImportProgress(shownId);
  const [only] = result.ok && result.kind === 'specs' && result.opened.length === 1 ? result.opened : [];
  if (only?.textChoice && !shownId) {
    // The names leave the text unclear: the user confirms the guess or imports again with another.
    const choice = only.textChoice;
    const onChoose = (name: string) => {
      if (name === choice.chosen) outlets.openImported(only);
      else void importChosenFile(chosen, kind, outlets, name);
    };
    dialogs.open('importText', { file: only.file, choice, onChoose });
    return;
  }
  finish(result, shownId, outlets);
}

function finish(result: ReadImportResult, shownId: string | undefined, outlets: ImportOutlets): void {
  if (!result.ok) {
    if (shownId) outlets.abandonFirstRows(shownId);
    if ('message' in result)
      outlets.dialogs.open('info', { title: CANNOT_IMPORT_TITLE, message: result.message });
  } else if (result.kind === 'table') {
    const { table, title, warnings } = result;
    outlets.dialogs.open('importMapping', { table, title, ...(warnings.length ? { warnings } : {}) });
  } else {
    for (const opened of result.opened) {
      if (opened.file.id === shownId) outlets.finishFirstRows(opened);
      else outlets.openImported(opened);
    }
  }
}
