import {
  ArchiveRefusedError,
  EXCHANGE_MESSAGES,
  openZip,
  type TableResult,
  xlsxToTable,
} from '@specwright/core/exchange';

/**
 * The first worksheet of an .xlsx workbook as a table. Only the parts it needs are unpacked (workbook,
 * relationships, shared strings, styles and the first sheet), within the unzip limits, and read without
 * building a workbook model.
 */
export function readWorkbookTable(buffer: ArrayBuffer): TableResult {
  const decoder = new TextDecoder();
  try {
    const archive = openZip(new Uint8Array(buffer));
    return xlsxToTable((path) => {
      const part = archive.read(path);
      return part && decoder.decode(part);
    });
  } catch (error) {
    if (error instanceof ArchiveRefusedError) return { ok: false, message: error.message };
    return { ok: false, message: EXCHANGE_MESSAGES.notWorkbook };
  }
}
