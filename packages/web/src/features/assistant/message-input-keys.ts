/** Chat and agent text box height cap (docs/product-rules.md, "Constants and limits"). */
export const MESSAGE_INPUT_MAX_HEIGHT = 240;

export type InputKeyIntent = 'send' | 'newline' | 'none';

/**
 * What a key press in the chat or agent box means (docs/product-rules.md, "Validation"): Enter sends, Shift+Enter adds a line. Enter
 * while an input method is composing (e.g. choosing Japanese characters) only confirms the composition.
 */
export function inputKeyIntent(key: {
  key: string;
  shiftKey: boolean;
  isComposing: boolean;
}): InputKeyIntent {
  if (key.key !== 'Enter' || key.isComposing) return 'none';
  return key.shiftKey ? 'newline' : 'send';
}

/** Blank input (only spaces and line breaks) is ignored (docs/product-rules.md, "Validation"). */
export function isSendable(text: string): boolean {
  return text.trim() !== '';
}

/** The box grows with its text up to the cap, then scrolls. */
export function inputHeight(scrollHeight: number): { height: number; scrolls: boolean } {
  return {
    height: Math.min(scrollHeight, MESSAGE_INPUT_MAX_HEIGHT),
    scrolls: scrollHeight > MESSAGE_INPUT_MAX_HEIGHT,
  };
}
