import { applyCommand, type RequirementFile } from '@specwright/core';
import { specFileFixture } from './spec-fixture';

/**
 * A spec whose requirement text is in a `text` column (headed "Text") and that has no description column,
 * as specs from other tools often are; `chosen` remembers `text` as its text column.
 */
export function textColumnFixture(rowCount = 3, chosen = false): RequirementFile {
  const renamed = applyCommand(specFileFixture(rowCount), {
    type: 'editColumn',
    field: 'description',
    changes: { field: 'text', headerName: 'Text' },
  });
  return chosen ? applyCommand(renamed, { type: 'setTextColumn', field: 'text' }) : renamed;
}
