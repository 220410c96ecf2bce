import { describe, expect, it } from 'vitest';
import { isCommentOnSelectionKey, selectedSpanOf } from './comment-on-selection';

const press = (key: string, code: string, modifiers: Partial<Record<'ctrl' | 'alt' | 'shift', boolean>>) => ({
  key,
  code,
  ctrlKey: modifiers.ctrl === true,
  metaKey: false,
  altKey: modifiers.alt === true,
  shiftKey: modifiers.shift === true,
});

describe('comment on selection', () => {
  it('takes the text selected in a field, not a caret or blanks', () => {
    const field = document.createElement('textarea');
    field.value = 'The system shall take card payments.';
    field.setSelectionRange(22, 26);
    expect(selectedSpanOf(field)).toEqual({ quote: 'card', start: 22, end: 26 });
    field.setSelectionRange(5, 5);
    expect(selectedSpanOf(field)).toBeNull();
    field.setSelectionRange(3, 4);
    expect(selectedSpanOf(field)).toBeNull();
  });

  it('answers Ctrl+Alt+M by the physical key, and nothing else', () => {
    expect(isCommentOnSelectionKey(press('m', 'KeyM', { ctrl: true, alt: true }))).toBe(true);
    expect(isCommentOnSelectionKey(press('µ', 'KeyM', { ctrl: true, alt: true }))).toBe(true);
    expect(isCommentOnSelectionKey(press('m', 'KeyM', { ctrl: true }))).toBe(false);
    expect(isCommentOnSelectionKey(press('m', 'KeyM', { alt: true }))).toBe(false);
    expect(isCommentOnSelectionKey(press('M', 'KeyM', { ctrl: true, alt: true, shift: true }))).toBe(false);
    expect(isCommentOnSelectionKey(press('n', 'KeyN', { ctrl: true, alt: true }))).toBe(false);
  });
});
