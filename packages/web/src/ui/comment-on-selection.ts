import { IS_MAC } from '../app/platform';

/** The shortcut that comments on the text selected in an editor (Google Docs' and Word's own). */
export const COMMENT_ON_SELECTION_KEYS = IS_MAC ? '⌘+⌥+M' : 'Ctrl+Alt+M';

/** Whether a key press is Ctrl+Alt+M (⌘+⌥+M on a Mac), by the physical key: macOS turns ⌥+M into 'µ'. */
export function isCommentOnSelectionKey(event: {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): boolean {
  const command = IS_MAC ? event.metaKey : event.ctrlKey;
  const letter = event.code === 'KeyM' || event.key.toLowerCase() === 'm';
  return command && event.altKey && !event.shiftKey && letter;
}

/** A span of an editor's text: what is selected and where it starts and ends. */
export interface SelectedSpan {
  quote: string;
  start: number;
  end: number;
}

/** The text selected in a text field or text area, or null when nothing (or only blanks) is selected. */
export function selectedSpanOf(field: HTMLInputElement | HTMLTextAreaElement): SelectedSpan | null {
  const { selectionStart: start, selectionEnd: end, value } = field;
  if (start === null || end === null || end <= start) return null;
  const quote = value.slice(start, end);
  return quote.trim() === '' ? null : { quote, start, end };
}
