import type { CellStyle, Row, UiStyles } from '@specwright/core';

/** The inline style AG Grid applies; every key is always present so a previous style is cleared. */
export interface AppliedStyle {
  backgroundColor: string;
  color: string;
  fontWeight: string;
  fontStyle: string;
}

const NO_STYLE: AppliedStyle = { backgroundColor: '', color: '', fontWeight: '', fontStyle: '' };
const DARK_TEXT = '#1d232c';
const LIGHT_TEXT = '#f5f6f8';

function channels(colour: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i.exec(colour.trim())?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(colour.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return undefined;
}

/** A text colour that stays readable on a background the file chose (in light and dark themes alike). */
export function readableTextOn(background: string): string {
  const rgb = channels(background);
  if (!rgb) return '';
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.4 ? DARK_TEXT : LIGHT_TEXT;
}

/**
 * A file's colour blended with the theme's: table.css sets the weights, 100% in the light theme (the
 * file's colours as they are) and less in the dark one, so pastel backgrounds become tints and dark text
 * stays readable on the dark background.
 */
const themed = (colour: string, weight: string, theme: string) =>
  `color-mix(in srgb, ${colour} var(${weight}), var(${theme}))`;

function applied(style: CellStyle | undefined): AppliedStyle {
  if (!style) return NO_STYLE;
  const background = style.backgroundColor;
  const autoText = background ? readableTextOn(background) : '';
  let color = '';
  if (style.color) color = themed(style.color, '--sw-file-text-weight', '--color-text');
  else if (autoText) color = themed(autoText, '--sw-auto-text-weight', '--color-text');
  return {
    backgroundColor: background ? themed(background, '--sw-file-background-weight', '--color-bg') : '',
    color,
    fontWeight: style.fontWeight ?? '',
    fontStyle: style.fontStyle ?? '',
  };
}

/**
 * The style of a row (or of its applyToColumn cell) from the file's uiStyles: the style keyed by the
 * row's value in the style control column. Only the safe keys that core keeps on import exist.
 */
export function styleForRow(uiStyles: UiStyles | undefined, row: Row | undefined): AppliedStyle {
  const control = uiStyles?.styleControlColumn;
  if (!row || !control || !uiStyles.styles) return NO_STYLE;
  const value = row[control];
  if (value === undefined || value === null) return NO_STYLE;
  const key = String(value);
  return Object.hasOwn(uiStyles.styles, key) ? applied(uiStyles.styles[key]) : NO_STYLE;
}

/** Where the uiStyles go: one column's cells, the whole row, or nowhere. */
export function styleTarget(uiStyles: UiStyles | undefined): { column: string } | 'row' | null {
  if (!uiStyles?.styleControlColumn || !uiStyles.styles) return null;
  return uiStyles.applyToColumn ? { column: uiStyles.applyToColumn } : 'row';
}
