import { isRecord } from './guards.js';
import type { CellStyle, UiStyles } from './model.js';

/** Colours and font keywords only: no url(), expressions or anything else a hostile file could smuggle in. */
const SAFE_COLOUR = /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([0-9\s.,%deg/]+\)|[a-zA-Z]{3,30})$/;
const SAFE_FONT_WEIGHT = /^(normal|bold|bolder|lighter|[1-9]00)$/;
const SAFE_FONT_STYLE = /^(normal|italic|oblique)$/;

function safe(value: unknown, pattern: RegExp): string | undefined {
  return typeof value === 'string' && pattern.test(value.trim()) ? value.trim() : undefined;
}

function normaliseStyle(input: unknown): CellStyle | undefined {
  if (!isRecord(input)) return undefined;
  const style: CellStyle = {};
  const backgroundColor = safe(input.backgroundColor, SAFE_COLOUR);
  const color = safe(input.color, SAFE_COLOUR);
  const fontWeight = safe(String(input.fontWeight ?? ''), SAFE_FONT_WEIGHT);
  const fontStyle = safe(input.fontStyle, SAFE_FONT_STYLE);
  if (backgroundColor) style.backgroundColor = backgroundColor;
  if (color) style.color = color;
  if (fontWeight) style.fontWeight = fontWeight;
  if (fontStyle) style.fontStyle = fontStyle;
  return Object.keys(style).length > 0 ? style : undefined;
}

/** Keeps only the well-formed, safe part of an untrusted uiStyles value. */
export function normaliseUiStyles(input: unknown): UiStyles | undefined {
  if (!isRecord(input)) return undefined;
  const styles: Record<string, CellStyle> = {};
  if (isRecord(input.styles)) {
    for (const [value, style] of Object.entries(input.styles)) {
      const clean = normaliseStyle(style);
      if (clean) styles[value] = clean;
    }
  }
  const uiStyles: UiStyles = {
    ...(typeof input.styleControlColumn === 'string' ? { styleControlColumn: input.styleControlColumn } : {}),
    ...(typeof input.applyToColumn === 'string' ? { applyToColumn: input.applyToColumn } : {}),
    ...(Object.keys(styles).length > 0 ? { styles } : {}),
    ...(typeof input.textColumn === 'string' && input.textColumn.trim() !== ''
      ? { textColumn: input.textColumn.trim() }
      : {}),
  };
  return Object.keys(uiStyles).length > 0 ? uiStyles : undefined;
}
