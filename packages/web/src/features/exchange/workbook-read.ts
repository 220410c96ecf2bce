import { EXCHANGE_MESSAGES, type TableResult, xlsxToTable } from '@specwright/core/exchange';
import { unzipSync } from 'fflate';

/**
 * The first worksheet of an .xlsx workbook as a table. Only the parts it needs are unpacked (workbook,
 * relationships, shared strings, styles and the first sheet) and read without building a workbook model.
 */
export function readWorkbookTable(buffer: ArrayBuffer): TableResult {
  const bytes = new Uint8Array(buffer);
  const decoder = new TextDecoder();
  const read = (path: string): string | undefined => {
    const part = unzipSync(bytes, { filter: (entry) => entry.name === path })[path];
    return part && decoder.decode(part);
  };
  try {
    return xlsxToTable(read);
  } catch {
    return { ok: false, message: EXCHANGE_MESSAGES.notWorkbook };
  }
}
