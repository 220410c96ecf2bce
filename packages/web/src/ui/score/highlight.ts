export interface TextPart {
  text: string;
  /** Whether the part is one of the matched words the description quotes. */
  marked: boolean;
}

/**
 * Quoted words in a score description ("Loophole words: 'if possible', 'as appropriate'"): a quote
 * opens after a space, an opening bracket, a colon or a comma, and closes before a space or punctuation,
 * so apostrophes inside words (don't, users') are not taken for quotes.
 */
const QUOTED = /(^|[\s(:,[])(['‘"“])([^'’"”\n]{1,80}?)(['’"”])(?=$|[\s),.;:!?\]])/g;

/** Splits a description into plain and marked parts; joined, the parts give the description back. */
export function highlightQuoted(description: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of description.matchAll(QUOTED)) {
    const [, before = '', open = '', word = '', close = ''] = match;
    const wordStart = match.index + before.length + open.length;
    if (wordStart - open.length > last)
      parts.push({ text: description.slice(last, wordStart - open.length), marked: false });
    parts.push({ text: open, marked: false });
    parts.push({ text: word, marked: true });
    parts.push({ text: close, marked: false });
    last = wordStart + word.length + close.length;
  }
  if (last < description.length) parts.push({ text: description.slice(last), marked: false });
  return parts.filter((part) => part.text !== '');
}

/** Splits a text at the given [start, end) ranges (sorted, non-overlapping are kept, overlaps skipped). */
export function highlightRanges(text: string, ranges: readonly { start: number; end: number }[]): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  for (const { start, end } of sorted) {
    if (start < last || end <= start || end > text.length) continue;
    if (start > last) parts.push({ text: text.slice(last, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    last = end;
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false });
  return parts;
}
