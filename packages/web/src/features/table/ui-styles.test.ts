import type { Row, UiStyles } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { readableTextOn, styleForRow, styleTarget } from './ui-styles';

const uiStyles: UiStyles = {
  styleControlColumn: 'this_is_a',
  applyToColumn: 'description',
  styles: {
    chapter: { fontWeight: 'bold', backgroundColor: '#e8eef7' },
    comment: { fontStyle: 'italic', color: '#7b6a2e' },
    dark: { backgroundColor: 'rgb(20, 30, 40)' },
  },
};

const row = (this_is_a: string | null): Row => ({
  id: 'r1',
  rowOrder: 1,
  tempChangeStatus: 'unchanged',
  this_is_a,
});

describe('styleForRow', () => {
  it('gives the style of the control column value, with every key present', () => {
    expect(styleForRow(uiStyles, row('comment'))).toEqual({
      backgroundColor: '',
      color: 'color-mix(in srgb, #7b6a2e var(--sw-file-text-weight), var(--color-text))',
      fontWeight: '',
      fontStyle: 'italic',
    });
  });

  it('blends backgrounds with the theme and picks a readable text colour for them', () => {
    expect(styleForRow(uiStyles, row('chapter'))).toEqual({
      backgroundColor: 'color-mix(in srgb, #e8eef7 var(--sw-file-background-weight), var(--color-bg))',
      color: 'color-mix(in srgb, #1d232c var(--sw-auto-text-weight), var(--color-text))',
      fontWeight: 'bold',
      fontStyle: '',
    });
    expect(styleForRow(uiStyles, row('dark')).color).toContain('#f5f6f8');
  });

  it('clears the style for other values, missing values and files without styles', () => {
    const none = { backgroundColor: '', color: '', fontWeight: '', fontStyle: '' };
    expect(styleForRow(uiStyles, row('requirement'))).toEqual(none);
    expect(styleForRow(uiStyles, row(null))).toEqual(none);
    expect(styleForRow(uiStyles, row('toString'))).toEqual(none);
    expect(styleForRow(undefined, row('chapter'))).toEqual(none);
    expect(styleForRow(uiStyles, undefined)).toEqual(none);
  });
});

describe('styleTarget', () => {
  it('is the applyToColumn, else the whole row, else nothing', () => {
    expect(styleTarget(uiStyles)).toEqual({ column: 'description' });
    expect(styleTarget({ ...uiStyles, applyToColumn: undefined })).toBe('row');
    expect(styleTarget({ applyToColumn: 'description' })).toBeNull();
    expect(styleTarget(undefined)).toBeNull();
  });
});

describe('readableTextOn', () => {
  it('reads short and long hex and rgb colours, and leaves named colours alone', () => {
    expect(readableTextOn('#fff')).toBe('#1d232c');
    expect(readableTextOn('#000000')).toBe('#f5f6f8');
    expect(readableTextOn('rgba(255, 255, 200, 0.5)')).toBe('#1d232c');
    expect(readableTextOn('navy')).toBe('');
  });
});
