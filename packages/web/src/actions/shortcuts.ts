/** A parsed shortcut such as 'Mod+Shift+Z'. 'Mod' is Cmd on macOS and Ctrl elsewhere. */
export interface Shortcut {
  key: string;
  mod: boolean;
  alt: boolean;
  shift: boolean;
}

export function parseShortcut(text: string): Shortcut {
  const parts = text.split('+');
  const key = parts.pop();
  if (!key) throw new Error(`Invalid shortcut: ${text}`);
  return { key, mod: parts.includes('Mod'), alt: parts.includes('Alt'), shift: parts.includes('Shift') };
}

export function isMacPlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
}

/** Letters and digits compare by physical key, so Alt+W still matches when macOS turns it into '∑'. */
function matchesKey(event: KeyboardEvent, key: string): boolean {
  if (/^[a-z]$/i.test(key))
    return event.code === `Key${key.toUpperCase()}` || event.key.toLowerCase() === key.toLowerCase();
  if (/^[0-9]$/.test(key)) return event.code === `Digit${key}` || event.key === key;
  return event.key === key;
}

export function matchesShortcut(event: KeyboardEvent, shortcut: Shortcut, isMac: boolean): boolean {
  const modPressed = isMac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  const noMod = !event.metaKey && !event.ctrlKey;
  return (
    (shortcut.mod ? modPressed : noMod) &&
    event.altKey === shortcut.alt &&
    event.shiftKey === shortcut.shift &&
    matchesKey(event, shortcut.key)
  );
}

const KEY_SYMBOLS: Record<string, string> = { ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→' };

/** How a shortcut is shown in menus and tooltips: '⌘O' on macOS, 'Ctrl+O' elsewhere. */
export function formatShortcut(text: string, isMac: boolean): string {
  const { key, mod, alt, shift } = parseShortcut(text);
  const keyLabel = KEY_SYMBOLS[key] ?? key.toUpperCase();
  if (isMac) return `${alt ? '⌥' : ''}${shift ? '⇧' : ''}${mod ? '⌘' : ''}${keyLabel}`;
  return [mod && 'Ctrl', alt && 'Alt', shift && 'Shift', keyLabel].filter(Boolean).join('+');
}

/** The value of `aria-keyshortcuts` for a shortcut. */
export function ariaKeyShortcut(text: string, isMac: boolean): string {
  const { key, mod, alt, shift } = parseShortcut(text);
  const keyName = key.length === 1 ? key.toUpperCase() : key;
  return [mod && (isMac ? 'Meta' : 'Control'), alt && 'Alt', shift && 'Shift', keyName]
    .filter(Boolean)
    .join('+');
}
