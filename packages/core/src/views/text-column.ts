import type { CellValue, Column, UiStyles } from '../spec/model.js';

/** The column that holds the requirement text when a spec has it. */
export const DEFAULT_TEXT_COLUMN = 'description';

interface TextColumnSource {
  readonly columns: readonly Pick<Column, 'field'>[];
  readonly uiStyles?: UiStyles;
}

/**
 * The field of the spec's requirement text column (docs/product-rules.md, "Data"): `description` when the
 * spec has that column, otherwise the column the user chose (`uiStyles.textColumn`) if it still exists,
 * otherwise undefined (the document view then asks which column holds the text).
 */
export function textColumnOf(file: TextColumnSource): string | undefined {
  const has = (field: string) => file.columns.some((column) => column.field === field);
  if (has(DEFAULT_TEXT_COLUMN)) return DEFAULT_TEXT_COLUMN;
  const chosen = file.uiStyles?.textColumn;
  return chosen !== undefined && has(chosen) ? chosen : undefined;
}

/** A row's requirement text in `field` as a string ('' when there is no text column or no value). */
export function rowText(
  row: Readonly<Record<string, CellValue | undefined>>,
  field: string | undefined,
): string {
  if (field === undefined) return '';
  const value = row[field];
  return value === null || value === undefined ? '' : String(value);
}
