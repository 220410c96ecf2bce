import { createRequirementFile, type RequirementFile } from '@specwright/core';
import type { SourceTable } from '@specwright/core/exchange';
import type { ImportKind } from './exchange-picker';

/** The largest file Import reads: 50 MB, as Open File. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** A file an import opens in a tab, with what the import changed. */
export interface ImportedFile {
  file: RequirementFile;
  warnings: string[];
}

export type ReadImportResult =
  | { ok: true; kind: 'table'; table: SourceTable; title: string }
  | { ok: true; kind: 'specs'; opened: ImportedFile[] }
  | { ok: false; message: string };

const EXTENSIONS: Record<ImportKind, RegExp> = { table: /\.(xlsx|csv)$/i, reqif: /\.(reqif|reqifz|xml)$/i };

/** The tab title of an imported file: its name without the extension. */
export function importTitle(name: string): string {
  return (
    name
      .trim()
      .replace(/\.[^.]+$/, '')
      .trim() || 'Untitled'
  );
}

/**
 * Reads a file chosen with File → Import: a workbook or CSV file becomes a table for the mapping step,
 * a ReqIF document or .reqifz archive one spec per specification inside. The parsers load with
 * the first import, not with the app.
 */
export async function readImportFile(
  chosen: File,
  kind: ImportKind,
  newId: () => string,
): Promise<ReadImportResult> {
  const exchange = await import('@specwright/core/exchange');
  const { EXCHANGE_MESSAGES } = exchange;
  if (!EXTENSIONS[kind].test(chosen.name.trim()))
    return { ok: false, message: EXCHANGE_MESSAGES.unsupportedFormat };
  if (chosen.size > MAX_IMPORT_BYTES) return { ok: false, message: EXCHANGE_MESSAGES.tooLarge };
  const title = importTitle(chosen.name);
  const bytes = await chosen.arrayBuffer();
  if (kind === 'table') {
    const result = /\.csv$/i.test(chosen.name.trim())
      ? exchange.parseCsvTable(new TextDecoder().decode(bytes))
      : (await import('./workbook-read')).readWorkbookTable(bytes);
    return result.ok ? { ok: true, kind: 'table', table: result.table, title } : result;
  }
  const read = /\.reqifz$/i.test(chosen.name.trim())
    ? exchange.reqifArchiveToSpecs(new Uint8Array(bytes))
    : exchange.reqifFileToSpecs(new TextDecoder().decode(bytes), title);
  if (!read.ok) return read;
  const opened = read.specifications.map(({ spec, title: specTitle, warnings }) => ({
    file: createRequirementFile(spec, { id: newId(), title: specTitle }),
    warnings,
  }));
  return { ok: true, kind: 'specs', opened };
}
