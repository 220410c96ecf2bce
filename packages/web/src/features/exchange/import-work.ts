import type { SavedSpec } from '@specwright/core';
import type { ImportedSpecification, SourceTable } from '@specwright/core/exchange';
import type { ImportKind } from './exchange-picker';

/** What the import's reader is asked to read: the chosen file's name and bytes. */
export interface ImportWork {
  readonly name: string;
  readonly kind: ImportKind;
  readonly bytes: ArrayBuffer;
  /** The ReqIF attribute the user chose as the requirement text. */
  readonly textAttribute?: string | undefined;
}

export type ImportWorkResult =
  | { ok: true; kind: 'table'; table: SourceTable; warnings: string[] }
  | { ok: true; kind: 'specs'; specifications: ImportedSpecification[] }
  | { ok: false; message: string };

/** What the reader reports: how far it is, a large document's first rows, and at last its result. */
export type ImportWorkReport =
  | { type: 'progress'; fraction: number }
  | { type: 'firstRows'; title: string; spec: SavedSpec }
  | { type: 'done'; result: ImportWorkResult };

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
 * Reads a chosen file's bytes: a workbook or CSV file becomes a table for the mapping step, a ReqIF
 * document or .reqifz archive one spec per specification, a Word document a spec (or, when it is mainly
 * a table, that table for the mapping step). Runs in the import's Web Worker, so that an
 * 18 MB archive never holds up the page; `report` gets each step.
 */
export async function readImportWork(
  work: ImportWork,
  report: (step: ImportWorkReport) => void,
): Promise<void> {
  report({ type: 'done', result: await importWorkResult(work, report) });
}

async function importWorkResult(
  { name, kind, bytes, textAttribute }: ImportWork,
  report: (step: ImportWorkReport) => void,
): Promise<ImportWorkResult> {
  const exchange = await import('@specwright/core/exchange');
  if (kind === 'table') {
    const result = /\.csv$/i.test(name.trim())
      ? exchange.parseCsvTable(new TextDecoder().decode(bytes))
      : (await import('./workbook-read')).readWorkbookTable(bytes);
    return result.ok ? { ok: true, kind: 'table', table: result.table, warnings: [] } : result;
  }
  if (kind === 'word') {
    const result = await (await import('./docx-read')).readDocx(bytes);
    if (!result.ok) return result;
    if (result.kind === 'table') {
      const warnings = result.leftOut > 0 ? [exchange.EXCHANGE_MESSAGES.docxLeftOut(result.leftOut)] : [];
      return { ok: true, kind: 'table', table: result.table, warnings };
    }
    const specification = { title: importTitle(name), spec: result.spec, warnings: result.warnings };
    return { ok: true, kind: 'specs', specifications: [specification] };
  }
  const options = {
    textAttribute,
    onProgress: (fraction: number) => report({ type: 'progress', fraction }),
    onFirstRows: ({ title, spec }: { title: string; spec: SavedSpec }) =>
      report({ type: 'firstRows', title, spec }),
  };
  const result = /\.reqifz$/i.test(name.trim())
    ? exchange.reqifArchiveToSpecs(new Uint8Array(bytes), undefined, options)
    : exchange.reqifFileToSpecs(new TextDecoder().decode(bytes), importTitle(name), options);
  return result.ok ? { ok: true, kind: 'specs', specifications: result.specifications } : result;
}
