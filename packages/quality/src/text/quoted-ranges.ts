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

/** The characters that can open a quotation: most requirements have none, and are scanned by one search. */
const openingQuote = /["\u201c`\u2018']/g;

/**
 * Ranges of text that are clearly quotations or code: "…", “…”, `…`, and '…' when the single quotes cannot be
 * apostrophes (the opening one is not preceded by a letter, the closing one is not followed by one). Unclosed
 * quotes, and quotes spanning a line break or more than 200 characters, are not treated as quotations.
 */
export function quotedRanges(text: string): TextRange[] {
  const ranges: TextRange[] = [];
  openingQuote.lastIndex = 0;
  for (let match = openingQuote.exec(text); match !== null; match = openingQuote.exec(text)) {
    const index = match.index;
    const closing = closingQuoteFor(text, index, match[0]);
    const end = closing === undefined ? -1 : findClosing(text, index + 1, closing);
    if (end === -1) continue;
    ranges.push({ start: index, end: end + 1 });
    openingQuote.lastIndex = end + 1;
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
