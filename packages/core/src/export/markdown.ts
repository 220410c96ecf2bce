import { orderedColumns } from '../spec/columns.js';
import type { Column, RequirementFile, Row } from '../spec/model.js';
import { rowKind } from '../views/document.js';
import { idColumnOf } from '../views/row-labels.js';
import { rowText, textColumnOf } from '../views/text-column.js';
import {
  type LinkIndex,
  type LinkTargetNames,
  linkIndexOf,
  linkItems,
  requirementIdOf,
} from './markdown-links.js';
import { cellText, markdownInline, markdownLines } from './markdown-text.js';

const NOTE_LABELS = { context: 'Context', comment: 'Comment' } as const;

/** How the Markdown export reads a spec: which column is the text, which the id, and the rest. */
export interface MarkdownLayout {
  textField: string | undefined;
  idField: string | undefined;
  /** Every other column, in display order (hidden ones too: hiding is a view matter), scores included. */
  otherColumns: Column[];
  /** Each row's links, named by the ids the export shows. */
  links: LinkIndex;
}

export function markdownLayout(file: RequirementFile, targets?: LinkTargetNames): MarkdownLayout {
  const textField = textColumnOf(file);
  const idField = idColumnOf(file);
  const otherColumns = orderedColumns(file).filter(
    (column) => column.field !== textField && column.field !== idField,
  );
  return { textField, idField, otherColumns, links: linkIndexOf(file, idField, targets) };
}

function quotedNote(label: string, text: string): string[] {
  const [first = '', ...rest] = markdownLines(text);
  return [`> **${label}:** ${first}`.trimEnd(), ...rest.map((line) => `> ${line}`)];
}

function columnItem(column: Column, row: Row): string[] {
  // A type cell saying 'requirement' only repeats what the heading says.
  if (column.field === 'this_is_a' && cellText(row[column.field]).trim().toLowerCase() === 'requirement')
    return [];
  const [first, ...rest] = markdownLines(cellText(row[column.field]));
  if (first === undefined) return [];
  const name = markdownInline(column.headerName || column.field);
  return [`- **${name}:** ${first}`, ...rest.map((line) => `  ${line}`)];
}

function requirementBlock(row: Row, layout: MarkdownLayout): string[] {
  const text = markdownLines(rowText(row, layout.textField));
  const items = [
    ...layout.otherColumns.flatMap((column) => columnItem(column, row)),
    ...linkItems(row, layout.links),
  ];
  return [
    `### ${markdownInline(requirementIdOf(row, layout.idField))}`,
    ...(text.length > 0 ? ['', ...text] : []),
    ...(items.length > 0 ? ['', ...items] : []),
  ];
}

function rowBlock(row: Row, layout: MarkdownLayout): string[] {
  const kind = rowKind(row);
  if (kind === 'requirement') return requirementBlock(row, layout);
  const text = rowText(row, layout.textField);
  if (kind === 'chapter') return [`## ${markdownInline(text) || markdownInline(row.id)}`];
  return text.trim() === '' ? [] : quotedNote(NOTE_LABELS[kind], text);
}

/**
 * The spec as a Markdown document (File → Export as Markdown, and the Markdown written beside a committed
 * JSON file): the title, each chapter as a heading, each requirement under a heading of its id with its
 * text, its other columns (scores included) and its links as a list, and context and comment rows as
 * quoted notes. `targets` names the rows of other specs its links point to.
 */
export function toMarkdown(file: RequirementFile, targets?: LinkTargetNames): string {
  const layout = markdownLayout(file, targets);
  const blocks = file.data.map((row) => rowBlock(row, layout)).filter((block) => block.length > 0);
  return [`# ${markdownInline(file.title) || 'Specification'}`, ...blocks.map((block) => block.join('\n'))]
    .join('\n\n')
    .concat('\n');
}
