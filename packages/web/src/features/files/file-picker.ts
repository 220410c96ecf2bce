/** Lets the Open File action reach the hidden file input, wherever it is mounted. */
let openPicker: (() => void) | null = null;

export function registerFilePicker(open: (() => void) | null): void {
  openPicker = open;
}

/** Opens the browser's file chooser; false when no file input is mounted (e.g. in unit tests). */
export function openFilePicker(): boolean {
  if (!openPicker) return false;
  openPicker();
  return true;
}
