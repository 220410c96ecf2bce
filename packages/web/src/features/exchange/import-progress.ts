import { create } from 'zustand';

/** How far the reading of each file whose first rows are shown is (0 to 1), by file id. */
interface ImportProgressState {
  readonly byFile: Readonly<Record<string, number>>;
}

export const useImportProgress = create<ImportProgressState>()(() => ({ byFile: {} }));

const cancels = new Map<string, () => void>();

/** A file whose first rows are shown while the rest is read; `cancel` stops the reading. */
export function startImportProgress(fileId: string, cancel: () => void): void {
  cancels.set(fileId, cancel);
  useImportProgress.setState((state) => ({ byFile: { ...state.byFile, [fileId]: 0 } }));
}

export function setImportProgress(fileId: string, fraction: number): void {
  if (!cancels.has(fileId)) return;
  useImportProgress.setState((state) => ({ byFile: { ...state.byFile, [fileId]: fraction } }));
}

export function endImportProgress(fileId: string): void {
  cancels.delete(fileId);
  useImportProgress.setState((state) => {
    const { [fileId]: _ended, ...rest } = state.byFile;
    return { byFile: rest };
  });
}

/** Stops the reading of a file whose first rows are shown (the tab's Cancel); false when none is read. */
export function cancelImport(fileId: string): boolean {
  const cancel = cancels.get(fileId);
  cancel?.();
  return cancel !== undefined;
}
