import { createRequirementFile, importSpec } from '../spec/import.js';
import type { RequirementFile } from '../spec/model.js';

export interface SpecFixtureOptions {
  rowCount?: number;
  id?: string;
  title?: string;
  /** The header of the description column. */
  descriptionHeader?: string;
}

/**
 * A small, valid requirement file for tests (core's and, through `@specwright/core/test-fixtures`, the web
 * app's): `rowCount` requirements r1, r2, … with a description ("The system shall do thing N.") and a type.
 */
export function specFixture({
  rowCount = 3,
  id = 'file-1',
  title = 'Sample',
  descriptionHeader = 'Description',
}: SpecFixtureOptions = {}): RequirementFile {
  const result = importSpec({
    columns: [
      { field: 'description', headerName: descriptionHeader, editorType: 'textarea', align: 'left' },
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
  return createRequirementFile(result.spec, { id, title });
}

/** Core's sample: `rowCount` requirements in file 'file-1' titled 'Sample'. */
export function sampleFile(rowCount = 3): RequirementFile {
  return specFixture({ rowCount });
}
export { wordDocument, wordListItem, wordParagraph, wordStyle, wordTable } from './word-document.js';
export { zipBomb } from './zip-bomb.js';
