import { describe, expect, it } from 'vitest';
import { cellText, compareCells, editedValue, selectOptions } from './cell-value';

describe('cellText', () => {
  it('shows every value as plain text', () => {
    expect(cellText('<b>x</b>')).toBe('<b>x</b>');
    expect(cellText(3)).toBe('3');
    expect(cellText(false)).toBe('false');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
  });
});

describe('editedValue', () => {
  it('keeps text as text and clears to an empty string', () => {
    expect(editedValue('a', 'b')).toBe('b');
    expect(editedValue('a', null)).toBe('');
    expect(editedValue('a', undefined)).toBe('');
  });

  it('keeps a number cell a number when the new text is one', () => {
    expect(editedValue(3, '4.5')).toBe(4.5);
    expect(editedValue(3, 'four')).toBe('four');
    expect(editedValue(3, ' ')).toBe(' ');
    expect(editedValue('3', '4')).toBe('4');
  });
});

describe('selectOptions', () => {
  it('offers the column options, plus a current value that is not among them', () => {
    expect(selectOptions(['Must', 'Should'], 'Should')).toEqual(['Must', 'Should']);
    expect(selectOptions(['Must', 'Should'], 'Legacy')).toEqual(['Legacy', 'Must', 'Should']);
    expect(selectOptions(['Must'], '')).toEqual(['Must']);
    expect(selectOptions(undefined, null)).toEqual([]);
  });
});

describe('compareCells', () => {
  it('sorts naturally and case-insensitively, numbers by value, blanks first', () => {
    const values = ['b', 'A', 'item 10', 'item 2', '', null];
    expect([...values].sort(compareCells)).toEqual(['', null, 'A', 'b', 'item 2', 'item 10']);
    expect(compareCells(10, 9)).toBeGreaterThan(0);
  });
});
