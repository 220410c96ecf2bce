import { chooseFile } from '../files/file-picker';

/** What File → Import reads: a table (Excel or CSV), a ReqIF document or archive, or a Word document. */
export type ImportKind = 'table' | 'reqif' | 'word';

const ACCEPT: Record<ImportKind, string> = {
  table: '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv',
  reqif: '.reqif,.reqifz,.xml',
  word: '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Opens the browser's file chooser for an import; `onChosen` gets the chosen file (nothing on cancel). */
export function chooseImportFile(kind: ImportKind, onChosen: (chosen: File) => void): void {
  chooseFile(ACCEPT[kind], onChosen);
}
