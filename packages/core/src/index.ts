export type { Credentials } from './account/sign-in-rules.js';
export {
  ACCOUNT_MESSAGES,
  displayNameForSignUp,
  EMAIL_VERIFIED_CALLBACK,
  EMAIL_VERIFIED_PARAM,
  emailConfirmedMessage,
  userInitials,
  validateCredentials,
  validateNewPassword,
  validateResetEmail,
  verificationEmailSentMessage,
} from './account/sign-in-rules.js';
export {
  MAX_REQUIREMENT_TEXT_LENGTH,
  REQUIREMENT_TEXT_TOO_LONG_MESSAGE,
  rowTextTooLongMessage,
} from './analysis/limits.js';
export type { AnalysisPhase } from './analysis/phases.js';
export {
  ANALYSIS_PHASE_RANGES,
  ANALYSIS_PHASES,
  isAnalysisPhase,
  phaseForPercentage,
} from './analysis/phases.js';
export * from './api/index.js';
export { applyCommand } from './commands/apply.js';
export type { PasteTarget } from './commands/paste.js';
export { pasteCommand } from './commands/paste.js';
export type { ActionableProposalAction, RowProposal } from './commands/proposals.js';
export { actionableAction, proposalCommand, splitProposition } from './commands/proposals.js';
export type { RowAddingCommand } from './commands/rows.js';
export { insertedRowId } from './commands/rows.js';
export type { RowScore } from './commands/score-columns.js';
export { applyScoresCommand } from './commands/score-columns.js';
export type { SuspectScope } from './commands/suspect-links.js';
export {
  clearSuspect,
  markSuspect,
  rowsWithChangedText,
  rowTextChanged,
  suspectCount,
} from './commands/suspect-links.js';
export type { ColumnChanges, Command, CommandType, ProposedChangeVerdict } from './commands/types.js';
export * from './comments/comment-rules.js';
export * from './comments/mentions.js';
export * from './diff/link-diff.js';
export type { MergeChoices, MergeInput, MergeResult, MergeSide, RowConflict } from './diff/merge.js';
export { mergeSpecs, needsChoice, rebase, sameRow } from './diff/merge.js';
export { mergeLinks } from './diff/merge-links.js';
export type { RowPatch } from './diff/row-patch.js';
export { isEmptyPatch, rowPatch, sameContent } from './diff/row-patch.js';
export type { CellChange, RowChange, SpecDiffOptions, SpecSide, WordPart } from './diff/spec-diff.js';
export { diffCounts, specDiff, wordParts } from './diff/spec-diff.js';
export type { HandoffFile } from './export/agent-brief.js';
export {
  AGENT_BRIEF_FILE,
  agentBrief,
  agentHandoffFiles,
  REQUIREMENTS_FILE,
} from './export/agent-brief.js';
export { canExportCsv, csvField, EXPORT_MESSAGES, toCsv } from './export/csv.js';
export { toJson, toSavedSpec } from './export/json.js';
export { toMarkdown } from './export/markdown.js';
export {
  type LinkTargetName,
  type LinkTargetNames,
  linkTargetKey,
  requirementIdOf,
} from './export/markdown-links.js';
export { type TableExportColumn, tableExportColumns } from './export/table-columns.js';
export {
  FILE_MESSAGES,
  fileNameForTitle,
  formatFileSize,
  isJsonFileName,
  MAX_SPEC_FILE_BYTES,
  titleFromFileName,
} from './files/file-rules.js';
export { parseDelimited, parseTsv } from './files/tsv.js';
export type {
  FeedbackDraft,
  FeedbackErrors,
  FeedbackSubmission,
  TemplateRequestDraft,
  TemplateRequestErrors,
} from './forms/feedback-rules.js';
export {
  ANONYMOUS_FEEDBACK_EMAIL,
  FORM_MESSAGES,
  FORM_TEXT_MAX_LENGTH,
  feedbackSubmission,
  hasErrors,
  templateRequestSubmission,
  validateFeedback,
  validateTemplateRequest,
} from './forms/feedback-rules.js';
export type { EditState, HistoryStep } from './history.js';
export {
  canRedo,
  canUndo,
  execute,
  HISTORY_LIMIT,
  rebaseHistory,
  redo,
  replaceFile,
  retractAddedRow,
  startEditing,
  undo,
} from './history.js';
export * from './live/index.js';
export { computeDiffInfo, hasProposedChanges } from './proposed-changes/decisions.js';
export { proposeChanges } from './proposed-changes/propose.js';
export type { RequirementChange } from './repository/requirement-changes.js';
export {
  pullRequestBody,
  requirementChanges,
  requirementChangesMarkdown,
} from './repository/requirement-changes.js';
export * from './reviews/review-rules.js';
export { rowFingerprint, textFingerprint } from './reviews/row-fingerprint.js';
export type { ShippedSpec } from './spec/catalogue.js';
export { EXAMPLES, TEMPLATES } from './spec/catalogue.js';
export {
  COLUMN_DIALOG_MESSAGES,
  columnChangesFromDraft,
  columnsByVisibility,
  isLockedColumn,
  removableColumns,
  suggestFieldName,
  validateColumnDialogDraft,
} from './spec/column-dialog-rules.js';
export type { ColumnDraft, ColumnDraftErrors } from './spec/column-form.js';
export {
  COLUMN_FORM_MESSAGES,
  cleanOptions,
  columnFromDraft,
  draftFromColumn,
  emptyColumnDraft,
  optionInputs,
  validateColumnDraft,
} from './spec/column-form.js';
export { createColumn, isSelectColumn, orderedColumns, visibleColumns } from './spec/columns.js';
export type { ImportResult, ImportSource } from './spec/import.js';
export {
  createRequirementFile,
  IMPORT_MESSAGES,
  importSpec,
  importSpecText,
  MAX_SPEC_COLUMNS,
} from './spec/import.js';
export { LINK_LIMIT_MESSAGES, MAX_SPEC_LINKS } from './spec/link-limits.js';
export * from './spec/links.js';
export * from './spec/model.js';
export type { ScoreField } from './spec/score-fields.js';
export { isHandEditable, isScoreField, SCORE_COLUMNS } from './spec/score-fields.js';
export type { SpecHead } from './spec/spec-head.js';
export { readSpecHead } from './spec/spec-head.js';
export type { SpecPlace } from './spec/spec-url.js';
export {
  ROW_URL_PARAM,
  readSpecUrl,
  SPEC_URL_PARAM,
  specUrl,
  withoutSpecUrlParams,
} from './spec/spec-url.js';
export { countOf } from './text/count.js';
export { JSON_TOO_DEEP, jsonContainerEnd, jsonStringEnd } from './text/json-scan.js';
export * from './trace/index.js';
export type { DocumentEntry, StructureKind } from './views/document.js';
export { documentEntries, isRequirementRow, rowKind, STRUCTURE_KINDS, TYPE_FIELD } from './views/document.js';
export type { ColumnDistribution, SpecReport, ValueCount } from './views/report.js';
export { buildReport, EMPTY_VALUE_LABEL } from './views/report.js';
export { idColumnOf, isIdColumn, rowLabelsOf } from './views/row-labels.js';
export type { ScoreBand, ScoreBandOrUnscored } from './views/score-bands.js';
export {
  BAND_LABELS,
  BAND_RANGES,
  cellBand,
  parseScore,
  SCORE_BANDS,
  scoreBand,
  scoreBandCounts,
} from './views/score-bands.js';
export { DEFAULT_TEXT_COLUMN, rowText, textColumnOf } from './views/text-column.js';
