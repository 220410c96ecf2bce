/** What File → Import reads: a table (Excel or CSV) or a ReqIF document. */
export type ImportKind = 'table' | 'reqif';

const pickers = new Map<ImportKind, () => void>();

/** Lets the Import actions reach the hidden file inputs, wherever they are mounted. */
export function registerImportPicker(kind: ImportKind, open: (() => void) | null): void {
  if (open) pickers.set(kind, open);
  else pickers.delete(kind);
}

/** Opens the browser's file chooser for an import; false when no input is mounted (unit tests). */
export function openImportPicker(kind: ImportKind): boolean {
  const open = pickers.get(kind);
  open?.();
  return open !== undefined;
}
