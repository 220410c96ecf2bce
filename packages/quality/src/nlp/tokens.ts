import type { PartOfSpeech } from 'wink-nlp';
import { englishNlp } from './wink.js';

/** One word of the analysed text with its universal part of speech and UTF-16 offsets. */
export interface Token {
  text: string;
  lower: string;
  pos: PartOfSpeech;
  start: number;
  end: number;
}

/** Tokenises and tags `text`; offsets are found by scanning the text for each token in order. */
export function tokenize(text: string): Token[] {
  const { nlp, its } = englishNlp();
  const tokens = nlp.readDoc(text).tokens();
  const values = tokens.out() as string[];
  const tags = tokens.out(its.pos) as PartOfSpeech[];
  const result: Token[] = [];
  let cursor = 0;
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index] as string;
    const found = text.indexOf(value, cursor);
    // wink may normalise a token (e.g. quotes); keep the cursor and give it an empty span rather than a wrong one.
    const start = found === -1 ? cursor : found;
    const end = found === -1 ? cursor : found + value.length;
    cursor = end;
    result.push({ text: value, lower: value.toLowerCase(), pos: tags[index] ?? 'X', start, end });
  }
  return result;
}
