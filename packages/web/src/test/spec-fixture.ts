import { createRequirementFile, importSpec, type RequirementFile, startEditing } from '@specwright/core';
import type { OpenSpec } from '../state/spec-files';

/** A small requirement file for web tests: `rowCount` requirements with a description and a type. */
export function specFileFixture(rowCount = 3, id = 'f1'): RequirementFile {
  const result = importSpec({
    columns: [
      { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left' },
      {
        field: 'this_is_a',
        headerName: 'Type',
        editorType: 'select',
        valueOptions: ['requirement', 'chapter'],
      },
    ],
    rows: Array.from({ length: rowCount }, (_, i) => ({
      id: `r${i + 1}`,
      description: `The system shall do thing ${i + 1}.`,
      this_is_a: 'requirement',
    })),
  });
  if (!result.ok) throw new Error(result.message);
  return createRequirementFile(result.spec, { id, title: 'Fixture' });
}

export function openSpecFixture(selectedRowId: string | null = null, rowCount = 3): OpenSpec {
  const file = specFileFixture(rowCount);
  return { edit: startEditing(file), saved: file, selectedRowId };
}
