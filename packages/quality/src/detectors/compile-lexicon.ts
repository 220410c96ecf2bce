import type { Lexicon, MatchContext } from '../lexicons/lexicon.js';
import { phraseSource, wholeWordPattern } from '../text/phrase-pattern.js';
import { lexiconPrefilter } from './lexicon-prefilter.js';

export interface CompiledLexicon {
  lexicon: Lexicon;
  pattern: RegExp;
  /**
   * A test of the lower-cased text that passes every text `pattern` can match in, and is much cheaper; null when
   * an entry has nothing to look for. Not valid for a text `foldsOntoAscii` is true for.
   */
  prefilter: RegExp | null;
}

export function compileLexicon(lexicon: Lexicon): CompiledLexicon {
  const sources = lexicon.entries.flatMap((entry) =>
    entry.pattern ? [entry.pattern] : [entry.term, ...(entry.variants ?? [])].map(phraseSource),
  );
  return { lexicon, pattern: wholeWordPattern(sources), prefilter: lexiconPrefilter(lexicon.entries) };
}

const contextLength = 60;

function clauseBefore(text: string, start: number): string {
  const head = text.slice(0, start);
  const boundary = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf(';'),
    head.lastIndexOf('\n'),
    head.lastIndexOf(': '),
  );
  return head.slice(boundary + 1);
}

export function matchContext(text: string, start: number, end: number): MatchContext {
  return {
    text,
    start,
    end,
    matched: text
      .slice(start, end)
      .toLowerCase()
      .replace(/[\s-]+/g, ' '),
    before: text.slice(Math.max(0, start - contextLength), start).toLowerCase(),
    after: text.slice(end, end + contextLength).toLowerCase(),
    clauseBefore: clauseBefore(text, start).toLowerCase(),
  };
}
