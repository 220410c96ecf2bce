import { describe, expect, it } from 'vitest';
import { inputHeight, inputKeyIntent, isSendable } from './message-input-keys';

describe('chat and agent input keys', () => {
  it('Enter sends, Shift+Enter adds a line, other keys and composing Enter do nothing', () => {
    expect(inputKeyIntent({ key: 'Enter', shiftKey: false, isComposing: false })).toBe('send');
    expect(inputKeyIntent({ key: 'Enter', shiftKey: true, isComposing: false })).toBe('newline');
    expect(inputKeyIntent({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('none');
    expect(inputKeyIntent({ key: 'a', shiftKey: false, isComposing: false })).toBe('none');
  });

  it('ignores blank input', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('  \n\t ')).toBe(false);
    expect(isSendable(' hi ')).toBe(true);
  });

  it('grows with the text up to 240 px, then scrolls', () => {
    expect(inputHeight(80)).toEqual({ height: 80, scrolls: false });
    expect(inputHeight(240)).toEqual({ height: 240, scrolls: false });
    expect(inputHeight(600)).toEqual({ height: 240, scrolls: true });
  });
});
