import { FILE_MESSAGES } from '../files/file-rules.js';
import { countOf } from '../text/count.js';

/** What Import and Export say when a file cannot be used; one message per failure, nothing half-imported. */
export const EXCHANGE_MESSAGES = {
  unsupportedFormat: FILE_MESSAGES.unsupportedFormat,
  tooLarge: 'The file is larger than 50 MB. Specwright imports files of up to 50 MB.',
  unpacksTooLarge: (bytes: number) =>
    `This file unpacks to more than ${Math.round(bytes / (1024 * 1024))} MB; it cannot be opened.`,
  compressedTooMuch: (ratio: number) =>
    `This file is compressed more than ${ratio} times; it cannot be opened.`,
  unpacksMoreThanDeclared:
    'This file unpacks to more than its own table of contents says; it cannot be opened.',
  notWorkbook: 'The file could not be read as an Excel workbook: it is damaged or not an .xlsx file.',
  emptySheet:
    'The first worksheet has no rows to import: it needs a header row and at least one row below it.',
  emptyCsv: 'The CSV file has no rows to import: it needs a header row and at least one row below it.',
  tooManyRows: (limit: number) =>
    `The file has more than ${limit.toLocaleString('en')} rows. Specwright imports at most ${limit.toLocaleString('en')} rows at once.`,
  noTextColumn: 'Choose the column that holds the requirement text.',
  sameColumnTwice:
    'Each column can have only one role: choose different columns for the id, the text and the type.',
  notXml: (detail: string) => `The file is not well-formed XML: ${detail}`,
  notReqif: 'The file is XML but not a ReqIF document: its root element is not REQ-IF.',
  reqifDoctype:
    'ReqIF files with a DOCTYPE are not accepted: ReqIF does not use one, and its entities could expand to any size. Remove the DOCTYPE and import the file again.',
  noSpecObjects: 'The ReqIF file holds no requirements (it has no SPEC-OBJECT).',
  reqifValuesWithoutDefinition: (count: number) =>
    `${count.toLocaleString('en')} ${count === 1 ? 'value was' : 'values were'} not imported: the file does not define ${count === 1 ? 'its attribute' : 'their attributes'}.`,
  reqifUnknownKinds: (kinds: readonly string[]) =>
    `Values of an unknown ReqIF datatype were not imported: ${kinds.join(', ')}.`,
  notReqifArchive: 'The file could not be read as a ReqIF archive: it is damaged or not a .reqifz file.',
  noReqifInArchive: 'The ReqIF archive holds no ReqIF file (it has no .reqif inside).',
  attachmentsLeftOut: (names: readonly string[]) =>
    `Left out ${countOf(names.length, 'attached file')} of the archive; Specwright imports the .reqif files only: ${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''}.`,
  partSkipped: (path: string, message: string) => `Skipped ${path} of the archive: ${message}`,
  emptySpecificationSkipped: (name: string, path: string) =>
    `Skipped the specification “${name}” in ${path} of the archive: it holds no requirements.`,
  emptySpecificationInFileSkipped: (name: string) =>
    `Skipped the specification “${name}”: it holds no requirements.`,
  specificationSkipped: (name: string, message: string) => `Skipped the specification “${name}”: ${message}`,
  reqifRelationsOutside: (count: number) =>
    `Did not import ${countOf(count, 'relation')} as ${count === 1 ? 'a link' : 'links'}: ${count === 1 ? 'it joins' : 'each joins'} an object that is not a row of this spec (one of another specification, or missing from the file).`,
  reqifOtherSpecLinksLeftOut: (count: number) =>
    `Left out ${countOf(count, 'link')} to rows of other specs: the relations of a ReqIF document join its own requirements only. The links within the spec were written.`,
  notDocx: 'The file could not be read as a Word document: it is damaged or not a .docx file.',
  emptyDocx: 'The Word document has no text to import.',
  docxLeftOut: (count: number) =>
    `The document is mainly a table, so its rows were imported; ${countOf(count, 'paragraph')} around the table ${count === 1 ? 'was' : 'were'} left out.`,
  nothingToExport: 'No data available to export or file/columns are not properly loaded.',
} as const;

/** The most rows one import takes. */
export const MAX_IMPORT_ROWS = 200_000;
