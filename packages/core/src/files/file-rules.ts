/** Rules for spec files chosen by the user or written to disk (docs/product-rules.md, "Validation", "Messages" and "Constants and limits"). */

/** The largest spec file Open File accepts: 50 MB. */
export const MAX_SPEC_FILE_BYTES = 50 * 1024 * 1024;

export const FILE_MESSAGES = {
  invalidType: 'Invalid file type. Please select a .json file.',
  loadFailed: 'Failed to load the file. Please try again.',
  unsupportedFormat: 'Unsupported file format.',
  tooLarge: 'The file is larger than 50 MB. Specwright opens spec files of up to 50 MB.',
  emptyFile:
    'This specification has no requirements. The saved file will only contain its columns. Save it anyway?',
  pendingChanges:
    'This specification has agent suggestions you have not accepted or rejected yet. Discard them and save, or go back and finish the review.',
} as const;

/** Only `.json` files are opened (docs/product-rules.md, "Validation"); the MIME type is not trusted, the name decides. */
export function isJsonFileName(name: string): boolean {
  return /\.json$/i.test(name.trim());
}

/** The tab title of an opened file: its name without the `.json` extension. */
export function titleFromFileName(name: string): string {
  const base = name
    .trim()
    .replace(/\.json$/i, '')
    .trim();
  return base === '' ? 'Untitled' : base;
}

// Characters that Windows, macOS or Linux refuse in file names, and control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
const UNSAFE_FILE_NAME_CHARACTERS = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
const MAX_FILE_NAME_LENGTH = 120;

/** A safe download name for a spec title and an extension: `<title>.json`, `<title>.csv`, `<title>.md`. */
export function fileNameForTitle(
  title: string,
  extension: 'json' | 'csv' | 'xlsx' | 'reqif' | 'md' | 'zip',
): string {
  const base = title
    .replace(/\s+/g, ' ')
    .replace(UNSAFE_FILE_NAME_CHARACTERS, '-')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, MAX_FILE_NAME_LENGTH)
    .trim();
  const withoutExtension = base.replace(new RegExp(`\\.${extension}$`, 'i'), '');
  return `${withoutExtension === '' ? 'specification' : withoutExtension}.${extension}`;
}

/** A byte count for messages: '1.4 MB', '820 KB', '12 bytes'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
