import { describe, expect, it } from 'vitest';
import { oneEditSuggestions } from './edit-suggestions.js';

const dictionary = new Set(['receive', 'form', 'from', 'for', 'fork', 'the']);
const isCorrect = (word: string) => dictionary.has(word);

describe('oneEditSuggestions', () => {
  it('finds words one swap, deletion, insertion or replacement away, swaps first, first letter kept', () => {
    expect(oneEditSuggestions('recieve', isCorrect)).toEqual(['receive']);
    expect(oneEditSuggestions('fomr', isCorrect)).toEqual(['form', 'for']);
    expect(oneEditSuggestions('th', isCorrect)).toEqual(['the']);
    const words = new Set(['form', 'or', 'arm']);
    expect(oneEditSuggestions('orm', (word) => words.has(word))).toEqual(['or', 'form', 'arm']);
  });

  it('returns nothing for a word with no dictionary word one edit away, and respects the limit', () => {
    expect(oneEditSuggestions('xyzzy', isCorrect)).toEqual([]);
    expect(oneEditSuggestions('forr', isCorrect, 1)).toHaveLength(1);
  });
});

describe('oneEditSuggestions ranking', () => {
  const dictionary = new Set(['shoal', 'shall', 'shale', 'systems', 'system']);
  it('prefers a doubled letter and requirement vocabulary over rarer words', () => {
    expect(oneEditSuggestions('shal', (word) => dictionary.has(word))[0]).toBe('shall');
    expect(oneEditSuggestions('sytem', (word) => dictionary.has(word))[0]).toBe('system');
  });
});
