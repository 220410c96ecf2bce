export type { ApiError, Health, PublicConfig } from './api/config.js';
export { apiErrorSchema, healthSchema, publicConfigSchema } from './api/config.js';
export { applyCommand } from './commands/apply.js';
export type { ColumnChanges, Command, CommandType, ReviewDecision } from './commands/types.js';
export { canExportCsv, csvField, EXPORT_MESSAGES, toCsv } from './export/csv.js';
export { toJson, toSavedSpec } from './export/json.js';
export type { EditState, HistoryStep } from './history.js';
export { canRedo, canUndo, execute, HISTORY_LIMIT, redo, startEditing, undo } from './history.js';
export { computeChangeStatuses } from './review/propose.js';
export { computeDiffInfo, hasPendingChanges } from './review/statuses.js';
export type { ShippedSpec } from './spec/catalogue.js';
export { EXAMPLES, TEMPLATES } from './spec/catalogue.js';
export { createColumn, isSelectColumn, orderedColumns, visibleColumns } from './spec/columns.js';
export type { ImportResult, ImportSource } from './spec/import.js';
export { createRequirementFile, IMPORT_MESSAGES, importSpec, importSpecText } from './spec/import.js';
export type {
  Align,
  CellStyle,
  CellValue,
  ChangeStatus,
  Column,
  DiffKind,
  EditorType,
  RequirementFile,
  Row,
  SavedSpec,
  UiStyles,
} from './spec/model.js';
export { alignments, COLUMN_DEFAULTS, changeStatuses, editorTypes, ROW_SYSTEM_FIELDS } from './spec/model.js';
