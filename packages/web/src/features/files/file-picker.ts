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

/**
 * Opens the browser's file chooser on a file input made for this one choice (none stays mounted);
 * `onChosen` gets the chosen file, and nothing happens when the user cancels.
 */
export function chooseFile(accept: string, onChosen: (chosen: File) => void): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = accept;
  input.addEventListener('change', () => {
    const chosen = input.files?.[0];
    if (chosen) onChosen(chosen);
  });
  input.click();
}
