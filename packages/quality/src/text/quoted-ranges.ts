/** A half-open range [start, end) of UTF-16 offsets. */
export interface TextRange {
  start: number;
  end: number;
}

const pairedQuotes: ReadonlyArray<readonly [string, string]> = [
  ['"', '"'],
  ['\u201c', '\u201d'],
  ['`', '`'],
  ['\u2018', '\u2019'],
];
const wordCharacter = /[\p{L}\p{N}_]/u;
const maxQuotationLength = 200;

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && wordCharacter.test(character);
}

/**
 * Ranges of text that are clearly quotations or code: "…", “…”, `…`, and '…' when the single quotes cannot be
 * apostrophes (the opening one is not preceded by a letter, the closing one is not followed by one). Unclosed
 * quotes, and quotes spanning a line break or more than 200 characters, are not treated as quotations.
 */
export function quotedRanges(text: string): TextRange[] {
  const ranges: TextRange[] = [];
  let index = 0;
  while (index < text.length) {
    const character = text[index] as string;
    const closing = closingQuoteFor(text, index, character);
    if (closing === undefined) {
      index += 1;
      continue;
    }
    const end = findClosing(text, index + 1, closing);
    if (end === -1) {
      index += 1;
      continue;
    }
    ranges.push({ start: index, end: end + 1 });
    index = end + 1;
  }
  return ranges;
}

function closingQuoteFor(text: string, index: number, character: string): string | undefined {
  for (const [open, close] of pairedQuotes) if (character === open) return close;
  if (character === "'" && !isWordCharacter(text[index - 1]) && isWordCharacter(text[index + 1])) return "'";
  return undefined;
}

function findClosing(text: string, from: number, closing: string): number {
  const limit = Math.min(text.length, from + maxQuotationLength);
  for (let index = from; index < limit; index += 1) {
    const character = text[index];
    if (character === '\n') return -1;
    if (character !== closing) continue;
    if (closing === "'" && isWordCharacter(text[index + 1])) continue;
    return index;
  }
  return -1;
}

export function isInsideRanges(ranges: readonly TextRange[], start: number, end: number): boolean {
  for (const range of ranges) if (start >= range.start && end <= range.end) return true;
  return false;
}
