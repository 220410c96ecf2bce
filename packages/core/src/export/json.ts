import { orderedColumns } from '../spec/columns.js';
import type { RequirementFile, SavedSpec } from '../spec/model.js';

/** The file in the saved/import format `{ columns, rows, uiStyles? }`, columns in display order. */
export function toSavedSpec(file: RequirementFile): SavedSpec {
  const columns = orderedColumns(file).map((column, order) => ({ ...column, order }));
  return { columns, rows: [...file.data], ...(file.uiStyles ? { uiStyles: file.uiStyles } : {}) };
}

export function toJson(file: RequirementFile): string {
  return JSON.stringify(toSavedSpec(file), null, 2);
}
