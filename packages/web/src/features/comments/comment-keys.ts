import type { KeyboardEvent } from 'react';

/** Ctrl/Cmd+Enter sends, Escape cancels; a plain Enter starts a new line. */
export function onComposerKey(event: KeyboardEvent, send: () => void, cancel: () => void): void {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    send();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    cancel();
  }
}
