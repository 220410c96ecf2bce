import { isSelectColumn, orderedColumns } from '../spec/columns.js';
import type { CellValue, Column, RequirementFile } from '../spec/model.js';
import { columnIdentifier, type ReqifKind } from './reqif-names.js';
import { isBlank } from './source-table.js';

/** How one column is written to ReqIF: its attribute kind, identifiers and (for enumerations) values. */
export interface ColumnPlan {
  readonly column: Column;
  readonly kind: ReqifKind;
  readonly attributeId: string;
  readonly datatypeId: string;
  /** Enumeration values in order, each with its identifier. */
  readonly enumValues: readonly { readonly id: string; readonly name: string }[];
}

function kindOf(column: Column, values: readonly CellValue[]): ReqifKind {
  if (isSelectColumn(column)) return 'ENUMERATION';
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
    const options =
      kind === 'ENUMERATION' ? [...new Set([...(column.valueOptions ?? []), ...values.map(String)])] : [];
    const attributeId = columnIdentifier(index + 1, column.field);
    return {
      column,
      kind,
      attributeId,
      datatypeId: `specwright.datatype.${index + 1}`,
      enumValues: options.map((name, option) => ({ id: `specwright.enum.${index + 1}.${option + 1}`, name })),
    };
  });
}
