import type { CellValue } from '@specwright/core';

/** The text a cell shows (and its tooltip): values are always plain text, never markup. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/**
 * The value an inline edit stores. Editors hand back text; a number cell stays a number when the new
 * text is one, and clearing a cell stores an empty string.
 */
export function editedValue(oldValue: unknown, newValue: unknown): CellValue {
  if (newValue === null || newValue === undefined) return '';
  if (typeof newValue === 'number' || typeof newValue === 'boolean') return newValue;
  const text = String(newValue);
  if (typeof oldValue === 'number' && text.trim() !== '' && Number.isFinite(Number(text)))
    return Number(text);
  return text;
}

/** The options of a select editor, keeping a current value that is not among them so it is not lost. */
export function selectOptions(valueOptions: readonly string[] | undefined, current: unknown): string[] {
  const options = [...(valueOptions ?? [])];
  const text = cellText(current);
  if (text !== '' && !options.includes(text)) options.unshift(text);
  return options;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Sort order of cell values: numbers and text compared naturally, case-insensitively, blanks first. */
export function compareCells(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(cellText(a), cellText(b));
}
