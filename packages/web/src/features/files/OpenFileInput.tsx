import { useEffect, useRef } from 'react';
import { whenIdle } from '../../ui/when-idle';
import { preloadTableView } from '../table/preload-table-view';
import { registerFilePicker } from './file-picker';
import { openChosenFile } from './open-chosen-file';

/** The hidden file input behind File → Open File (Ctrl/Cmd+O). */
export function OpenFileInput() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    registerFilePicker(() => input.current?.click());
    return () => registerFilePicker(null);
  }, []);
  // The table view's code is fetched while the app is idle, so opening a file does not wait for it.
  useEffect(() => whenIdle(preloadTableView), []);
  return (
    <input
      ref={input}
      type="file"
      accept=".json,application/json"
      className="visually-hidden"
      tabIndex={-1}
      aria-hidden="true"
      data-testid="open-file-input"
      onChange={(event) => {
        const target = event.currentTarget;
        const chosen = target.files?.[0];
        // Cleared so that choosing the same file again still fires a change.
        target.value = '';
        if (chosen) void openChosenFile(chosen);
      }}
    />
  );
}
