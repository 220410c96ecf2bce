import { createRequirementFile, importSpec } from '../spec/import.js';
import type { RequirementFile } from '../spec/model.js';

/** A small, valid spec file for tests: three requirements, a text and a select column. */
export function sampleFile(rowCount = 3): RequirementFile {
  const result = importSpec({
    columns: [
      { field: 'description', headerName: 'Description', editorType: 'textarea', align: 'left' },
      {
        field: 'this_is_a',
        headerName: 'Type',
        editorType: 'select',
        valueOptions: ['requirement', 'chapter'],
      },
    ],
    rows: Array.from({ length: rowCount }, (_, i) => ({
      id: `r${i + 1}`,
      rowOrder: i + 1,
      description: `The system shall do thing ${i + 1}.`,
      this_is_a: 'requirement',
    })),
  });
  if (!result.ok) throw new Error(result.message);
  return createRequirementFile(result.spec, { id: 'file-1', title: 'Sample' });
}
