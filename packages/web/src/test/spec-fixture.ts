import { type RequirementFile, startEditing } from '@specwright/core';
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
