import { describe, expect, it, vi } from 'vitest';
import { type Action, always, never } from './action-types';
import { createActionRegistry } from './registry';
import { createShortcutDispatcher } from './shortcut-dispatcher';
import { ariaKeyShortcut, formatShortcut } from './shortcuts';
import { fakeActionContext } from './test-context';

function setup(actions: Action[], options: { isMac?: boolean; isBlocked?: () => boolean } = {}) {
  const registry = createActionRegistry(actions, () => fakeActionContext());
  return createShortcutDispatcher(registry, { isMac: false, ...options });
}

const key = (init: KeyboardEventInit, target?: EventTarget) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  if (target) Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('createShortcutDispatcher', () => {
  it('runs the action whose shortcut matches and swallows the browser default', () => {
    const run = vi.fn();
    const dispatch = setup([{ id: 'tabs.close', label: 'Close', shortcut: 'Alt+W', isEnabled: always, run }]);
    const event = key({ key: 'w', code: 'KeyW', altKey: true });
    expect(dispatch(event)).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('matches letters by physical key (macOS turns Alt+W into ∑)', () => {
    const run = vi.fn();
    const dispatch = setup([{ id: 'x', label: 'x', shortcut: 'Alt+W', isEnabled: always, run }], {
      isMac: true,
    });
    dispatch(key({ key: '∑', code: 'KeyW', altKey: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('reads Mod as Ctrl on Windows/Linux and Cmd on macOS', () => {
    const run = vi.fn();
    const open: Action = { id: 'file.open', label: 'Open', shortcut: 'Mod+O', isEnabled: always, run };
    expect(setup([open])(key({ key: 'o', code: 'KeyO', ctrlKey: true }))).toBe(true);
    expect(setup([open])(key({ key: 'o', code: 'KeyO', metaKey: true }))).toBe(false);
    expect(setup([open], { isMac: true })(key({ key: 'o', code: 'KeyO', metaKey: true }))).toBe(true);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('requires the exact modifiers', () => {
    const run = vi.fn();
    const dispatch = setup([{ id: 'x', label: 'x', shortcut: 'Alt+W', isEnabled: always, run }]);
    expect(dispatch(key({ key: 'w', code: 'KeyW' }))).toBe(false);
    expect(dispatch(key({ key: 'W', code: 'KeyW', altKey: true, shiftKey: true }))).toBe(false);
    expect(dispatch(key({ key: 'w', code: 'KeyW', altKey: true, ctrlKey: true }))).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });

  it('swallows the shortcut of a disabled action without running it', () => {
    const run = vi.fn();
    const dispatch = setup([{ id: 'file.saveAs', label: 'Save', shortcut: 'Mod+S', isEnabled: never, run }]);
    const event = key({ key: 's', code: 'KeyS', ctrlKey: true });
    expect(dispatch(event)).toBe(true);
    expect(event.defaultPrevented).toBe(true);
    expect(run).not.toHaveBeenCalled();
  });

  it('leaves plain, Alt and undo keys to text fields but runs other Ctrl/Cmd shortcuts', () => {
    const run = vi.fn();
    const input = document.createElement('input');
    const dispatch = setup([
      { id: 'edit', label: 'Edit', shortcut: 'F2', isEnabled: always, run },
      { id: 'move', label: 'Move', shortcut: 'Alt+ArrowUp', isEnabled: always, run },
      { id: 'undo', label: 'Undo', shortcut: 'Mod+Z', isEnabled: always, run },
      { id: 'save', label: 'Save', shortcut: 'Mod+S', isEnabled: always, run },
    ]);
    expect(dispatch(key({ key: 'F2' }, input))).toBe(false);
    expect(dispatch(key({ key: 'ArrowUp', altKey: true }, input))).toBe(false);
    expect(dispatch(key({ key: 'z', code: 'KeyZ', ctrlKey: true }, input))).toBe(false);
    expect(dispatch(key({ key: 's', code: 'KeyS', ctrlKey: true }, input))).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing while blocked (e.g. a modal is open) or when the event was already handled', () => {
    const run = vi.fn();
    const close: Action = { id: 'tabs.close', label: 'Close', shortcut: 'Alt+W', isEnabled: always, run };
    expect(setup([close], { isBlocked: () => true })(key({ key: 'w', code: 'KeyW', altKey: true }))).toBe(
      false,
    );
    const handled = key({ key: 'w', code: 'KeyW', altKey: true });
    handled.preventDefault();
    expect(setup([close])(handled)).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('shortcut labels', () => {
  it('are written per platform', () => {
    expect(formatShortcut('Mod+O', false)).toBe('Ctrl+O');
    expect(formatShortcut('Mod+O', true)).toBe('⌘O');
    expect(formatShortcut('Alt+ArrowUp', false)).toBe('Alt+↑');
    expect(formatShortcut('Mod+Shift+Z', true)).toBe('⇧⌘Z');
    expect(ariaKeyShortcut('Mod+S', false)).toBe('Control+S');
    expect(ariaKeyShortcut('Alt+ArrowDown', true)).toBe('Alt+ArrowDown');
  });
});
