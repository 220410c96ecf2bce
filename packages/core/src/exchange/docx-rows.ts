import { createColumn } from '../spec/columns.js';
import type { Row, SavedSpec } from '../spec/model.js';
import { firstTooLongRow } from '../spec/row-text-length.js';
import { DEFAULT_TEXT_COLUMN } from '../views/text-column.js';
import { type DocxBlock, docxHtmlBlocks } from './docx-html.js';
import { EXCHANGE_MESSAGES, MAX_IMPORT_ROWS } from './messages.js';
import { assignRowIds, type SourceTable } from './source-table.js';

/**
 * What a Word document imports as: its rows (chapters, requirements, context), or, when it is mainly one
 * table, that table for the column-mapping step (the paragraphs around it are counted in `leftOut`).
 */
export type DocxImport =
  | { ok: true; kind: 'spec'; spec: SavedSpec; warnings: string[] }
  | { ok: true; kind: 'table'; table: SourceTable; leftOut: number }
  | { ok: false; message: string };

type DocxRowKind = 'chapter' | 'requirement' | 'context';

/** A sentence that states a requirement: it says what shall or must be. */
const REQUIREMENT_SENTENCE = /\b(shall|must)\b/i;

export function isRequirementSentence(text: string): boolean {
  return REQUIREMENT_SENTENCE.test(text);
}

interface TableGroup {
  readonly header: readonly string[];
  readonly rows: (readonly string[])[];
}

/**
 * The tables that share a header row (a long table Word splits, or one table per section), the group
 * with the most rows first. A table's first row is its header.
 */
function tableGroups(blocks: readonly DocxBlock[]): TableGroup[] {
  const groups = new Map<string, TableGroup>();
  for (const block of blocks) {
    if (block.kind !== 'table' || block.rows.length < 2) continue;
    const [header = [], ...body] = block.rows;
    const key = header.join('\u0000');
    const group = groups.get(key) ?? { header, rows: [] };
    group.rows.push(...body.filter((row) => row.join('\u0000') !== key && row.some((cell) => cell !== '')));
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.rows.length - a.rows.length);
}

/** The kind of row each block gives: headings chapters, list items and shall/must sentences requirements. */
function proseKind(block: Exclude<DocxBlock, { kind: 'table' }>): DocxRowKind {
  if (block.kind === 'heading') return 'chapter';
  return block.kind === 'listItem' || isRequirementSentence(block.text) ? 'requirement' : 'context';
}

/**
 * The rows of a document's blocks. A table's rows are rows of their own, the cells' text joined with
 * " | ": requirements when they state one (shall/must), context otherwise (a glossary, a revision history).
 */
function documentRows(blocks: readonly DocxBlock[]): { text: string; kind: DocxRowKind }[] {
  return blocks.flatMap((block) => {
    if (block.kind !== 'table') return [{ text: block.text, kind: proseKind(block) }];
    return block.rows.flatMap((cells) => {
      const text = cells.filter((cell) => cell !== '').join(' | ');
      if (text === '') return [];
      return [{ text, kind: isRequirementSentence(text) ? ('requirement' as const) : ('context' as const) }];
    });
  });
}

function specOf(items: readonly { text: string; kind: DocxRowKind }[]): DocxImport {
  if (items.length === 0) return { ok: false, message: EXCHANGE_MESSAGES.emptyDocx };
  if (items.length > MAX_IMPORT_ROWS)
    return { ok: false, message: EXCHANGE_MESSAGES.tooManyRows(MAX_IMPORT_ROWS) };
  const warnings: string[] = [];
  const ids = assignRowIds(
    items.map(() => null),
    warnings,
  );
  const rows: Row[] = items.map((item, index) => ({
    id: ids[index] as string,
    rowOrder: index + 1,
    tempChangeStatus: 'unchanged',
    [DEFAULT_TEXT_COLUMN]: item.text,
    this_is_a: item.kind,
  }));
  const tooLong = firstTooLongRow(rows);
  if (tooLong) return { ok: false, message: tooLong };
  const columns = [
    createColumn({
      field: DEFAULT_TEXT_COLUMN,
      headerName: 'Description',
      editorType: 'textarea',
      align: 'left',
      width: 400,
    }),
    createColumn({
      field: 'this_is_a',
      headerName: 'Type',
      editorType: 'select',
      valueOptions: ['chapter', 'requirement', 'context'],
      order: 1,
    }),
  ];
  // Ids are generated for every row of a document; saying so would only be noise.
  return { ok: true, kind: 'spec', spec: { columns, rows }, warnings: [] };
}

/**
 * What the HTML of a converted Word document imports as. Headings become chapter rows (their numbering
 * is part of their text), list items requirements, paragraphs with "shall" or "must" requirements and
 * other paragraphs context. A document that is mainly one table (its rows outnumber the requirements
 * of the prose around it) goes to the column-mapping step instead, as that table: the largest group of
 * tables with the same header row.
 */
export function docxHtmlToImport(html: string): DocxImport {
  const blocks = docxHtmlBlocks(html);
  const [main] = tableGroups(blocks);
  const proseRequirements = blocks.filter(
    (block) => block.kind !== 'table' && proseKind(block) === 'requirement',
  ).length;
  if (main && main.header.length >= 2 && main.rows.length > proseRequirements) {
    const table: SourceTable = {
      headers: main.header,
      rows: main.rows.map((row) => main.header.map((_, index) => row[index] || null)),
    };
    const leftOut = blocks.filter((block) => block.kind !== 'table').length;
    return { ok: true, kind: 'table', table, leftOut };
  }
  return specOf(documentRows(blocks));
}
