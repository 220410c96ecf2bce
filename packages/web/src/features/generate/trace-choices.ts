import { idColumnOf, orderedColumns, type RequirementFile } from '@specwright/core';
import type { SelectOption } from './SelectField';

/** The field that names the row by its row id. */
export const ROW_ID_FIELD = 'id';
/** The field a generated test spec names its requirements in. */
export const VERIFIES_FIELD = 'verifies';

/** The fields one can pick on a side: the row id, then every column by its header. */
export function fieldOptions(file: RequirementFile): SelectOption[] {
  return [
    { value: ROW_ID_FIELD, label: 'Row ID' },
    ...orderedColumns(file).map((column) => ({ value: column.field, label: column.headerName })),
  ];
}

/** The left field to start with: the spec's ID column, else the row id. */
export function defaultLeftField(file: RequirementFile): string {
  return idColumnOf(file) ?? ROW_ID_FIELD;
}

const hasField = (file: RequirementFile, field: string) =>
  file.columns.some((column) => column.field === field);

/** The right file to start with: another open spec with a `verifies` column, else another spec, else the same one. */
export function defaultRightFile(
  files: readonly RequirementFile[],
  leftId: string,
): RequirementFile | undefined {
  const others = files.filter((file) => file.id !== leftId);
  return (
    others.find((file) => hasField(file, VERIFIES_FIELD)) ??
    others[0] ??
    files.find((file) => file.id === leftId)
  );
}

/** The right field to start with: `verifies` when the file has it, else the first column after the text. */
export function defaultRightField(file: RequirementFile): string {
  if (hasField(file, VERIFIES_FIELD)) return VERIFIES_FIELD;
  return orderedColumns(file).find((column) => column.field !== 'description')?.field ?? ROW_ID_FIELD;
}
