import { visibleColumns } from '../spec/columns.js';
import type { CellValue, RequirementFile } from '../spec/model.js';

function cell(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\r?\n/g, '<br>').replace(/\|/g, '\\|').trim();
}

/**
 * The spec as Markdown, for reading on a forge beside its JSON: a title, then its visible columns as
 * one table (line breaks become `<br>`, pipes are escaped).
 */
export function toMarkdown(file: RequirementFile): string {
  const columns = visibleColumns(file);
  const header = `| ${columns.map((column) => cell(column.headerName || column.field)).join(' | ')} |`;
  const rule = `| ${columns.map(() => '---').join(' | ')} |`;
  const rows = file.data.map((row) => `| ${columns.map((column) => cell(row[column.field])).join(' | ')} |`);
  return [`# ${file.title}`, '', header, rule, ...rows, ''].join('\n');
}
