import { chooseFile } from '../files/file-picker';

/** What File → Import reads: a table (Excel or CSV) or a ReqIF document or archive. */
export type ImportKind = 'table' | 'reqif';

const ACCEPT: Record<ImportKind, string> = {
  table: '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv',
  reqif: '.reqif,.reqifz,.xml',
};

/** Opens the browser's file chooser for an import; `onChosen` gets the chosen file (nothing on cancel). */
export function chooseImportFile(kind: ImportKind, onChosen: (chosen: File) => void): void {
  chooseFile(ACCEPT[kind], onChosen);
}
