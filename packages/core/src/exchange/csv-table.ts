import { csvFieldText } from '../export/csv.js';
import { parseDelimited } from '../files/tsv.js';
import { EXCHANGE_MESSAGES } from './messages.js';
import type { SourceTable } from './source-table.js';

export type TableResult = { ok: true; table: SourceTable } | { ok: false; message: string };

/** The separator of a CSV file: the most frequent of ',', ';' and tab in its first line outside quotes. */
function separatorOf(text: string): string {
  const firstLine = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((separator) => ({
    separator,
    count: firstLine.split(separator).length,
  }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0]?.separator ?? ',';
}

/** A header row and the rows below it, each as long as the widest row. */
export function toSourceTable(cells: string[][], emptyMessage: string): TableResult {
  const [header, ...rows] = cells;
  const body = rows.filter((row) => row.some((value) => value.trim() !== ''));
  if (!header || body.length === 0) return { ok: false, message: emptyMessage };
  const width = body.reduce((widest, row) => Math.max(widest, row.length), header.length);
  const headers = Array.from({ length: width }, (_, index) => (header[index] ?? '').trim());
  return {
    ok: true,
    table: { headers, rows: body.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? '')) },
  };
}

/**
 * Reads CSV text (comma, semicolon or tab separated, RFC 4180 quoting, a byte order mark dropped, the quote
 * the export put before a formula-like cell removed).
 */
export function parseCsvTable(text: string): TableResult {
  const clean = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const cells = parseDelimited(clean, separatorOf(clean)).map((row) => row.map(csvFieldText));
  return toSourceTable(cells, EXCHANGE_MESSAGES.emptyCsv);
}
