/** Whether this browser can build a file in memory and hand it to the user as a download. */
export function canDownloadFiles(): boolean {
  return (
    typeof Blob === 'function' &&
    typeof URL !== 'undefined' &&
    typeof URL.createObjectURL === 'function' &&
    typeof document !== 'undefined'
  );
}

/** Downloads a Blob under `fileName` through a temporary link (the fallback when no save picker exists). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the data once the click is handled; give slow ones a moment anyway.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
