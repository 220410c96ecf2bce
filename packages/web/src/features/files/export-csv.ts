import {
  canExportCsv,
  EXPORT_MESSAGES,
  fileNameForTitle,
  type RequirementFile,
  toCsv,
} from '@specwright/core';
import type { ActionContext } from '../../actions/action-types';
import { canDownloadFiles, downloadBlob } from './download';

export const EXPORT_FAILED_TITLE = 'Cannot Export CSV';
/** Lets Excel recognise the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** File → Export as CSV: downloads `<title>.csv` with every column (docs/product-rules.md, "Validation"). */
export function exportSpecCsv(
  file: RequirementFile | undefined,
  { dialogs }: Pick<ActionContext, 'dialogs'>,
): boolean {
  if (!canDownloadFiles()) {
    dialogs.open('info', { title: EXPORT_FAILED_TITLE, message: EXPORT_MESSAGES.unsupported });
    return false;
  }
  if (!file || !canExportCsv(file)) {
    dialogs.open('info', { title: EXPORT_FAILED_TITLE, message: EXPORT_MESSAGES.nothingToExport });
    return false;
  }
  const blob = new Blob([UTF8_BOM, toCsv(file)], { type: 'text/csv;charset=utf-8' });
  downloadBlob(blob, fileNameForTitle(file.title, 'csv'));
  return true;
}
