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
  | { ok: true; kind: 'table'; table: SourceTable; title: string; warnings?: string[] }
  | { ok: true; kind: 'specs'; opened: ImportedFile[] }
  | { ok: false; message: string };

const EXTENSIONS: Record<ImportKind, RegExp> = {
  table: /\.(xlsx|csv)$/i,
  reqif: /\.(reqif|reqifz|xml)$/i,
  word: /\.docx$/i,
};

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
 * a ReqIF document a spec, a .reqifz archive one spec per specification inside, a Word document a spec
 * (or, when it is mainly a table, that table for the mapping step). The parsers load with
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
  if (kind === 'word') {
    const result = await (await import('./docx-read')).readDocx(bytes);
    if (!result.ok) return result;
    if (result.kind === 'table') {
      const warnings = result.leftOut > 0 ? [EXCHANGE_MESSAGES.docxLeftOut(result.leftOut)] : [];
      return { ok: true, kind: 'table', table: result.table, title, warnings };
    }
    const file = createRequirementFile(result.spec, { id: newId(), title });
    return { ok: true, kind: 'specs', opened: [{ file, warnings: result.warnings }] };
  }
  if (/\.reqifz$/i.test(chosen.name.trim())) {
    const archive = exchange.reqifArchiveToSpecs(new Uint8Array(bytes));
    if (!archive.ok) return archive;
    const opened = archive.specifications.map(({ spec, title: specTitle, warnings }) => ({
      file: createRequirementFile(spec, { id: newId(), title: specTitle }),
      warnings,
    }));
    return { ok: true, kind: 'specs', opened };
  }
  const result = exchange.reqifToSpec(new TextDecoder().decode(bytes));
  if (!result.ok) return result;
  const file = createRequirementFile(result.spec, { id: newId(), title });
  return { ok: true, kind: 'specs', opened: [{ file, warnings: result.warnings }] };
}
