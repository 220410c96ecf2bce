import { isSelectColumn, orderedColumns } from '../spec/columns.js';
import type { CellValue, Column, RequirementFile } from '../spec/model.js';
import { columnIdentifier, ENUM_VALUE_SEPARATOR, type ReqifKind } from './reqif-names.js';
import { isBlank } from './source-table.js';

/** How one column is written to ReqIF: its attribute kind, identifiers and (for enumerations) values. */
export interface ColumnPlan {
  readonly column: Column;
  readonly kind: ReqifKind;
  readonly attributeId: string;
  readonly datatypeId: string;
  /** Enumeration values in order, each with its identifier. */
  readonly enumValues: readonly { readonly id: string; readonly name: string }[];
  /** Whether a cell names several enumeration values. */
  readonly multiValued: boolean;
}

/** An xsd:dateTime as ReqIF DATE values are written (`2017-01-01T13:00:00.000+01:00`). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The enumeration values a cell of a select column names: the cell itself when it is an option or not
 * every part is one, else its parts (a multi-valued enumeration value as the reader joined it).
 */
export function enumChoices(value: CellValue, options: ReadonlySet<string>): string[] {
  const text = String(value);
  if (options.has(text)) return [text];
  const parts = text.split(ENUM_VALUE_SEPARATOR);
  return parts.length > 1 && parts.every((part) => options.has(part)) ? parts : [text];
}

function kindOf(column: Column, values: readonly CellValue[]): ReqifKind {
  if (isSelectColumn(column)) return 'ENUMERATION';
  if (values.length > 0 && values.every((value) => typeof value === 'string' && DATE_TIME.test(value)))
    return 'DATE';
  if (values.length > 0 && values.every((value) => typeof value === 'boolean')) return 'BOOLEAN';
  if (values.length > 0 && values.every((value) => typeof value === 'number')) {
    return values.every((value) => Number.isSafeInteger(value)) ? 'INTEGER' : 'REAL';
  }
  if (column.editorType === 'textarea') return 'XHTML';
  return values.some((value) => typeof value === 'string' && /[\r\n]/.test(value)) ? 'XHTML' : 'STRING';
}

/** One plan per column in display order, hidden columns too (hiding is a view matter). */
export function planColumns(file: RequirementFile): ColumnPlan[] {
  return orderedColumns(file).map((column, index) => {
    const values = file.data
      .map((row) => row[column.field])
      .filter((value) => !isBlank(value)) as CellValue[];
    const kind = kindOf(column, values);
    const given = new Set(column.valueOptions ?? []);
    const options =
      kind === 'ENUMERATION'
        ? [...new Set([...given, ...values.flatMap((value) => enumChoices(value, given))])]
        : [];
    const attributeId = columnIdentifier(index + 1, column.field);
    const multiValued =
      kind === 'ENUMERATION' && values.some((value) => enumChoices(value, given).length > 1);
    return {
      column,
      kind,
      multiValued,
      attributeId,
      datatypeId: `specwright.datatype.${index + 1}`,
      enumValues: options.map((name, option) => ({ id: `specwright.enum.${index + 1}.${option + 1}`, name })),
    };
  });
}
