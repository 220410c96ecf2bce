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

const ligatures = /[\uFB00-\uFB06]/;

/**
 * Typographic ligatures (ﬁ, ﬂ … from PDFs) spelled out, so the tagger sees 'specific' rather than 'speci' + 'c';
 * `origin[i]` is the index in `text` of the character that produced position i of the spelled-out text.
 */
function spellOutLigatures(text: string): { plain: string; origin: number[] } {
  let plain = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    const spelled = ligatures.test(char) ? char.normalize('NFKC') : char;
    plain += spelled;
    for (let k = 0; k < spelled.length; k += 1) origin.push(index);
  }
  origin.push(text.length);
  return { plain, origin };
}

/** Tokenises and tags `text`; offsets (into `text`) are found by scanning it for each token in order. */
export function tokenize(text: string): Token[] {
  const { nlp, its } = englishNlp();
  const { plain, origin } = ligatures.test(text) ? spellOutLigatures(text) : { plain: text, origin: null };
  const tokens = nlp.readDoc(plain).tokens();
  const values = tokens.out() as string[];
  const tags = tokens.out(its.pos) as PartOfSpeech[];
  const result: Token[] = [];
  let cursor = 0;
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index] as string;
    const found = plain.indexOf(value, cursor);
    // wink may normalise a token (e.g. quotes); keep the cursor and give it an empty span rather than a wrong one.
    const start = found === -1 ? cursor : found;
    const end = found === -1 ? cursor : found + value.length;
    cursor = end;
    const from = origin ? (origin[start] ?? text.length) : start;
    const to = origin ? (end === start ? from : (origin[end - 1] ?? text.length) + 1) : end;
    result.push({
      text: text.slice(from, to) || value,
      lower: value.toLowerCase(),
      pos: tags[index] ?? 'X',
      start: from,
      end: to,
    });
  }
  return result;
}
