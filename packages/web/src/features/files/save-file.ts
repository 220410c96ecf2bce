import { downloadBlob } from './download';

export interface SaveFileType {
  description: string;
  mimeType: string;
  extension: string;
}

export const JSON_FILE_TYPE: SaveFileType = {
  description: 'Specification (JSON)',
  mimeType: 'application/json',
  extension: '.json',
};

export const CSV_FILE_TYPE: SaveFileType = {
  description: 'Spreadsheet (CSV)',
  mimeType: 'text/csv',
  extension: '.csv',
};

interface SaveFilePickerOptions {
  suggestedName?: string;
  types?: { description: string; accept: Record<string, string[]> }[];
}

type SaveFilePicker = (options: SaveFilePickerOptions) => Promise<FileSystemFileHandle>;

/** The File System Access API's save picker, where the browser has one (Chromium-based browsers). */
function saveFilePicker(): SaveFilePicker | undefined {
  if (typeof window === 'undefined') return undefined;
  const picker = (window as Window & { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  return typeof picker === 'function' ? picker.bind(window) : undefined;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Saves a Blob: with the browser's save picker when available (the user picks the name and folder),
 * else as a download named `fileName`. Resolves to 'cancelled' when the user closes the picker.
 */
export async function saveFile(
  blob: Blob,
  fileName: string,
  type: SaveFileType,
): Promise<'saved' | 'cancelled'> {
  const picker = saveFilePicker();
  if (!picker) {
    downloadBlob(blob, fileName);
    return 'saved';
  }
  let handle: FileSystemFileHandle;
  try {
    handle = await picker({
      suggestedName: fileName,
      types: [{ description: type.description, accept: { [type.mimeType]: [type.extension] } }],
    });
  } catch (error) {
    if (isAbort(error)) return 'cancelled';
    // Pickers refused outside a user gesture or in sandboxed frames: fall back to a download.
    downloadBlob(blob, fileName);
    return 'saved';
  }
  const writable = await handle.createWritable();
  await writable.write(blob);
  await writable.close();
  return 'saved';
}
