import { orderedColumns } from '../spec/columns.js';
import { SPEC_FORMAT_VERSION } from '../spec/links.js';
import type { RequirementFile, SavedSpec } from '../spec/model.js';

/** The file in the saved/import format `{ formatVersion, columns, rows, uiStyles?, links? }`, columns in display order. */
export function toSavedSpec(file: RequirementFile): SavedSpec {
  const columns = orderedColumns(file).map((column, order) => ({ ...column, order }));
  return {
    formatVersion: SPEC_FORMAT_VERSION,
    columns,
    rows: [...file.data],
    ...(file.uiStyles ? { uiStyles: file.uiStyles } : {}),
    ...(file.links?.length ? { links: [...file.links] } : {}),
  };
}

export function toJson(file: RequirementFile): string {
  return JSON.stringify(toSavedSpec(file), null, 2);
}
