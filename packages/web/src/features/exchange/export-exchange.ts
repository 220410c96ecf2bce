import { canExportCsv, EXPORT_MESSAGES, fileNameForTitle, type RequirementFile } from '@specwright/core';
import type { ActionContext } from '../../actions/action-types';
import { canDownloadFiles, downloadBlob } from '../files/download';

export const EXPORT_EXCHANGE_FAILED_TITLE = 'Cannot Export';
export const LINKS_LEFT_OUT_TITLE = 'Some Links Not Exported';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function cannotExport(
  file: RequirementFile | undefined,
  { dialogs }: Pick<ActionContext, 'dialogs'>,
): file is undefined {
  if (file && canDownloadFiles() && canExportCsv(file)) return false;
  dialogs.open('info', { title: EXPORT_EXCHANGE_FAILED_TITLE, message: EXPORT_MESSAGES.nothingToExport });
  return true;
}

/** File → Export → Excel Workbook: `<title>.xlsx` with one id column and every column; whether it was written. */
export async function exportSpecXlsx(
  file: RequirementFile | undefined,
  context: Pick<ActionContext, 'dialogs'>,
): Promise<boolean> {
  if (cannotExport(file, context)) return false;
  const { specToWorkbook } = await import('./workbook');
  const buffer = await specToWorkbook(file);
  downloadBlob(new Blob([buffer], { type: XLSX_TYPE }), fileNameForTitle(file.title, 'xlsx'));
  return true;
}

/** File → Export → ReqIF: `<title>.reqif`, a ReqIF 1.2 document; whether it was written. */
export async function exportSpecReqif(
  file: RequirementFile | undefined,
  context: Pick<ActionContext, 'dialogs'>,
): Promise<boolean> {
  if (cannotExport(file, context)) return false;
  const { EXCHANGE_MESSAGES, specToReqif } = await import('@specwright/core/exchange');
  downloadBlob(
    new Blob([specToReqif(file)], { type: 'application/xml' }),
    fileNameForTitle(file.title, 'reqif'),
  );
  const toOtherSpecs = (file.links ?? []).filter((link) => link.toSpec !== undefined).length;
  if (toOtherSpecs > 0)
    context.dialogs.open('info', {
      title: LINKS_LEFT_OUT_TITLE,
      message: EXCHANGE_MESSAGES.reqifOtherSpecLinksLeftOut(toOtherSpecs),
    });
  return true;
}
