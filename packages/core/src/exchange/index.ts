export { parseCsvTable, type TableResult, toSourceTable } from './csv-table.js';
export { withoutDrawings } from './docx-drawings.js';
export { type DocxImport, docxHtmlToImport } from './docx-rows.js';
export { EXCHANGE_MESSAGES, MAX_IMPORT_ROWS } from './messages.js';
export {
  FIRST_ROW_COUNT,
  FIRST_ROWS_FROM_CHARS,
  type ImportedSpecification,
  type ReqifArchiveImport,
  type ReqifReadOptions,
  reqifFileToSpecs,
} from './reqif-document-import.js';
export { type ReqifReadResult, reqifToSpec } from './reqif-read.js';
export type { TextChoice } from './reqif-roles.js';
export { specToReqif } from './reqif-write.js';
export { reqifArchiveToSpecs } from './reqifz-import.js';
export {
  assignRowIds,
  fieldForHeader,
  guessMapping,
  mappingProblem,
  type SourceTable,
  type TableMapping,
  tableToSpec,
} from './source-table.js';
export {
  distinctTypeValues,
  guessRowType,
  ROW_TYPES,
  type RowType,
  rowTypeOf,
  type TypeValueCount,
} from './type-values.js';
export { xhtmlToText } from './xhtml-text.js';
export { type ReadPart, sheetTable, xlsxToTable } from './xlsx-table.js';
export { ArchiveRefusedError, openZip, UNZIP_LIMITS, type UnzipLimits, type ZipArchive } from './zip-read.js';
