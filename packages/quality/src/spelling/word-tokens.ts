/** A word of running prose that a spell checker should look at; start/end are UTF-16 offsets. */
export interface ProseWord {
  word: string;
  start: number;
  end: number;
  /** First word of a sentence: capitalised words elsewhere are taken as names and not checked. */
  sentenceStart: boolean;
}

// Text a user quotes or marks as code is not prose: "…", “…”, `…`, and '…' when it starts a word.
const PROTECTED_SPAN =
  /"[^"\n]*"|“[^”\n]*”|`[^`\n]*`|(?<![\p{L}\p{N}])'[^'\n]+'(?![\p{L}\p{N}])|<[^<>\n]*>|\{[^{}\n]*\}/gu;
// URLs, e-mail addresses, paths and dotted names (file.txt, v1.2, example.com).
const MACHINE_TOKEN = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+|\S*[/\\]\S+|\b\S+\.[\p{L}\p{N}]+\S*/gu;
const CHUNK = /[\p{L}\p{N}_’'-]+/gu;
const SENTENCE_END = /[.!?:;]\s*$/;

function mask(text: string, pattern: RegExp): string {
  return text.replace(pattern, (match) => ' '.repeat(match.length));
}

function isIdentifierLike(chunk: string): boolean {
  if (/[\p{N}_]/u.test(chunk)) return true;
  if (/\p{Ll}\p{Lu}/u.test(chunk)) return true; // camelCase, OAuth, GitHub
  const letters = chunk.replace(/[’'-]/g, '');
  return letters.length >= 2 && /^\p{Lu}+s?$/u.test(letters); // API, APIs, URL
}

/**
 * The prose words of a requirement: quoted text, code, URLs, e-mail addresses, paths, identifiers
 * (digits, underscores, camelCase) and acronyms in capitals are left out; possessive 's is stripped.
 */
export function proseWords(text: string): ProseWord[] {
  const prose = mask(mask(text, PROTECTED_SPAN), MACHINE_TOKEN);
  const words: ProseWord[] = [];
  for (const match of prose.matchAll(CHUNK)) {
    const chunk = match[0];
    const chunkStart = match.index;
    const sentenceStart =
      chunkStart === 0 ||
      SENTENCE_END.test(prose.slice(0, chunkStart)) ||
      /^\s*$/.test(prose.slice(0, chunkStart));
    if (isIdentifierLike(chunk)) continue;
    const leading = chunk.length - chunk.replace(/^[’'-]+/, '').length;
    const core = chunk
      .slice(leading)
      .replace(/[’'-]+$/, '')
      .replace(/[’']s$/, '');
    if (core.length < 2) continue;
    words.push({
      word: core,
      start: chunkStart + leading,
      end: chunkStart + leading + core.length,
      sentenceStart,
    });
  }
  return words;
}
