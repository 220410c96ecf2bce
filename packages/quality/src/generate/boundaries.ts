/** A limit a requirement names: a number, its unit and which side of it the requirement allows. */
export interface Boundary {
  /** The number as written ('2', '99.9', '10,000'). */
  readonly value: string;
  /** The word after the number ('seconds', '%', ''). */
  readonly unit: string;
  /** upper: at most the value is allowed (within, at most, up to, less than, under, maximum …); lower: at least it; exact: neither said. */
  readonly side: 'upper' | 'lower' | 'exact';
  /** Whether the value itself is allowed ('less than 5' and 'more than 5' exclude it). */
  readonly inclusive: boolean;
}

const NUMBER = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(%|[\p{L}/°]+)?/gu;
const UPPER_INCLUSIVE =
  /\b(?:within|at most|up to|no more than|not more than|maximum(?: of)?|max\.?|no later than|not exceed(?:ing)?|a maximum of|or less|or fewer)\s*$/i;
const UPPER_EXCLUSIVE = /\b(?:less than|fewer than|under|below|before)\s*$/i;
const LOWER_INCLUSIVE =
  /\b(?:at least|no less than|not less than|no fewer than|minimum(?: of)?|min\.?|a minimum of)\s*$/i;
const LOWER_EXCLUSIVE = /\b(?:more than|greater than|over|above|after|exceeding)\s*$/i;
/** Numbers that name something rather than limit it: versions, section references, ids. */
const REFERENCE_BEFORE = /\b(?:section|version|v|chapter|table|figure|step|req|item|annex|appendix)[-\s]*$/i;

const NOT_UNITS = new Set(['or', 'and', 'to', 'of', 'the', 'a', 'an', 'in', 'per', 'for', 'is', 'are']);

function sideOf(before: string, after: string): Pick<Boundary, 'side' | 'inclusive'> {
  if (UPPER_INCLUSIVE.test(before) || /^\s*\S*\s+or (?:less|fewer)\b/i.test(after)) {
    return { side: 'upper', inclusive: true };
  }
  if (UPPER_EXCLUSIVE.test(before)) return { side: 'upper', inclusive: false };
  if (LOWER_INCLUSIVE.test(before) || /^\s*\S*\s+or more\b/i.test(after))
    return { side: 'lower', inclusive: true };
  if (LOWER_EXCLUSIVE.test(before)) return { side: 'lower', inclusive: false };
  return { side: 'exact', inclusive: true };
}

/** Every limit in the text, in order; numbers that are part of a word (REQ-12, v2, 3.1.4) are not limits. */
export function boundariesOf(text: string): Boundary[] {
  const found: Boundary[] = [];
  NUMBER.lastIndex = 0;
  for (let match = NUMBER.exec(text); match !== null; match = NUMBER.exec(text)) {
    const start = match.index;
    const previous = text.charAt(start - 1);
    const value = match[1] ?? '';
    const next = text.charAt(start + value.length);
    if (
      /[\p{L}\p{N}_.-]/u.test(previous) ||
      /[\p{L}_-]/u.test(next) ||
      /^\.\d/.test(text.slice(start + value.length))
    ) {
      continue;
    }
    const before = text.slice(Math.max(0, start - 40), start);
    if (REFERENCE_BEFORE.test(before)) continue;
    const after = text.slice(start + match[0].length, start + match[0].length + 20);
    const word = match[2] ?? '';
    const unit = NOT_UNITS.has(word.toLowerCase()) ? '' : word;
    found.push({ value, unit, ...sideOf(before, `${match[0]}${after}`.slice(value.length)) });
  }
  return found;
}

/** A value just past the limit: one more (or less) in the number's last decimal place. */
export function justBeyond(boundary: Boundary): string {
  const plain = boundary.value.replaceAll(',', '');
  const decimals = plain.includes('.') ? (plain.split('.')[1]?.length ?? 0) : 0;
  const step = 10 ** -decimals;
  const number = Number(plain) + (boundary.side === 'lower' ? -step : step);
  return number.toFixed(decimals);
}
