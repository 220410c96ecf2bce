import { isRequirementRow, type RequirementFile, rowLabelsOf, rowText, textColumnOf } from '@specwright/core';
import type { SourceRequirement } from '@specwright/quality/generate';

export type TestScope = 'selected' | 'all';

/** The selected row when it is a requirement (chapters, context and comments are not). */
export function selectedRequirement(file: RequirementFile, selectedRowId: string | null) {
  const row =
    selectedRowId === null ? undefined : file.data.find((candidate) => candidate.id === selectedRowId);
  return row && isRequirementRow(row) ? row : undefined;
}

/**
 * The requirements tests are generated for, named as the spec shows them (its ID column, else the row id),
 * with their requirement text: the selected row, or every requirement of the spec.
 */
export function testSources(
  file: RequirementFile,
  scope: TestScope,
  selectedRowId: string | null,
): SourceRequirement[] {
  const selected = scope === 'selected' ? selectedRequirement(file, selectedRowId) : undefined;
  const rows = selected ? [selected] : file.data.filter(isRequirementRow);
  const labels = rowLabelsOf(
    file,
    rows.map((row) => row.id),
  );
  const field = textColumnOf(file);
  return rows.map((row) => ({ id: labels[row.id] ?? row.id, text: rowText(row, field) }));
}
