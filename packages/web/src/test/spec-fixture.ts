import { createRequirementFile, importSpec, type RequirementFile, startEditing } from '@specwright/core';
import { specFixture } from '@specwright/core/test-fixtures';
import type { OpenSpec } from '../state/spec-files';

/** A small requirement file for web tests: `rowCount` requirements with a description and a type. */
export function specFileFixture(rowCount = 3, id = 'f1'): RequirementFile {
  return specFixture({ rowCount, id, title: 'Fixture', descriptionHeader: 'Requirement' });
}

export function openSpecFixture(selectedRowId: string | null = null, rowCount = 3): OpenSpec {
  const file = specFileFixture(rowCount);
  return { edit: startEditing(file), saved: file, selectedRowId };
}

/** A file of the given rows (imported as a file would be) with a Requirement and a Type column. */
export function specFileWithRows(rows: Record<string, string>[], title = 'Fixture'): RequirementFile {
  const result = importSpec({
    columns: [
      { field: 'description', headerName: 'Requirement', editorType: 'textarea' },
      { field: 'this_is_a', headerName: 'Type', editorType: 'select', valueOptions: ['requirement'] },
    ],
    rows,
  });
  if (!result.ok) throw new Error(result.message);
  return createRequirementFile(result.spec, { id: 'f1', title });
}
