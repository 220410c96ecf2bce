export { parseCsvTable, type TableResult, toSourceTable } from './csv-table.js';
export { withoutDrawings } from './docx-drawings.js';
export { type DocxImport, docxHtmlToImport } from './docx-rows.js';
export { EXCHANGE_MESSAGES, MAX_IMPORT_ROWS } from './messages.js';
export { reqifToSpec } from './reqif-read.js';
export { specToReqif } from './reqif-write.js';
export { type ImportedSpecification, type ReqifArchiveImport, reqifArchiveToSpecs } from './reqifz-import.js';
export {
  assignRowIds,
  fieldForHeader,
  guessMapping,
  mappingProblem,
  type SourceTable,
  type TableMapping,
  tableToSpec,
} from './source-table.js';
export { xhtmlToText } from './xhtml-text.js';
export { type ReadPart, sheetTable, xlsxToTable } from './xlsx-table.js';
export { ArchiveRefusedError, openZip, UNZIP_LIMITS, type UnzipLimits, type ZipArchive } from './zip-read.js';
