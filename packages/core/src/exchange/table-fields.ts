import { createColumn } from '../spec/columns.js';
import type { CellValue, Column } from '../spec/model.js';
import { TYPE_FIELD } from '../views/document.js';
import { DEFAULT_TEXT_COLUMN } from '../views/text-column.js';
import { fieldForHeader } from './table-field-names.js';
import { distinctTypeValues, ROW_TYPES, type RowType, rowTypeOf, typeText } from './type-values.js';

/** The field of an imported table's ID column: the field the spec's ID column has in the templates. */
export const ID_FIELD = 'req_id';

/** Which source columns (by index) hold the id, the requirement text and the type; null when none does. */
export interface TableMapping {
  readonly idColumn: number | null;
  readonly textColumn: number | null;
  readonly typeColumn: number | null;
  /** What chosen values of the type column become; other values become what their name suggests. */
  readonly typeValues?: Readonly<Record<string, RowType>>;
}

/** Where one spec column's cells come from. */
export interface FieldSource {
  readonly field: string;
  readonly column: Column;
  /** The cell of a source row (its index among the kept rows given) for this field. */
  readonly cell: (source: readonly CellValue[], rowIndex: number) => CellValue | undefined;
}

const headerOf = (headers: readonly string[], index: number) => {
  const header = headers[index] ?? '';
  return header.trim() === '' ? `Column ${index + 1}` : header;
};

/**
 * The spec's columns in the sheet's order: the id column as the visible ID column (holding the row ids), the
 * text column as `description`, the type column as `this_is_a` with the row types, every other column as text.
 * When the type column has values that become the same type (Functional and Non-functional are both
 * requirements), its words are kept in a column of their own beside it.
 */
export function planFields(
  headers: readonly string[],
  rows: readonly (readonly CellValue[])[],
  mapping: TableMapping,
  ids: readonly string[],
): FieldSource[] {
  const taken = new Set<string>([DEFAULT_TEXT_COLUMN, TYPE_FIELD]);
  if (mapping.idColumn !== null) taken.add(ID_FIELD);
  const plain = (index: number, field: string): FieldSource => ({
    field,
    column: createColumn({ field, headerName: headerOf(headers, index) }),
    cell: (source) => source[index],
  });
  return headers.flatMap((_, index): FieldSource[] => {
    if (index === mapping.idColumn) {
      const column = createColumn({ field: ID_FIELD, headerName: headerOf(headers, index), width: 110 });
      return [{ field: ID_FIELD, column, cell: (_source, rowIndex) => ids[rowIndex] }];
    }
    if (index === mapping.textColumn) {
      const headerName = headerOf(headers, index);
      const column = createColumn({
        field: DEFAULT_TEXT_COLUMN,
        headerName,
        editorType: 'textarea',
        align: 'left',
        width: 400,
      });
      return [{ field: DEFAULT_TEXT_COLUMN, column, cell: (source) => source[index] }];
    }
    if (index === mapping.typeColumn) return typeFields(headers, rows, mapping, index, taken);
    return [plain(index, fieldForHeader(headerOf(headers, index), taken))];
  });
}

function typeFields(
  headers: readonly string[],
  rows: readonly (readonly CellValue[])[],
  mapping: TableMapping,
  index: number,
  taken: Set<string>,
): FieldSource[] {
  const header = headerOf(headers, index);
  const typeColumn = createColumn({
    field: TYPE_FIELD,
    headerName: header,
    editorType: 'select',
    valueOptions: [...ROW_TYPES],
    defaultValue: 'requirement',
  });
  const values = distinctTypeValues(rows, index).map(({ value }) => value);
  const typeOf = new Map(values.map((value) => [value, rowTypeOf(value, mapping.typeValues)]));
  const typeSource: FieldSource = {
    field: TYPE_FIELD,
    column: typeColumn,
    cell: (source) => typeOf.get(typeText(source[index]) ?? '') ?? 'requirement',
  };
  const types = new Set(typeOf.values());
  const words = new Set(values.map((value) => value.toLowerCase()));
  if (words.size <= types.size) return [typeSource];
  const wordsField = fieldForHeader(header, taken);
  const wordsHeader = header.trim().toLowerCase() === 'type' ? `${header} (as imported)` : header;
  return [
    { ...typeSource, column: { ...typeColumn, headerName: 'Type' } },
    {
      field: wordsField,
      column: createColumn({ field: wordsField, headerName: wordsHeader }),
      cell: (source) => source[index],
    },
  ];
}
