import { describe, expect, it } from 'vitest';
import { findMentions, mentionedNames, mentionQueryAt } from './mentions.js';

const team = ['Ann', 'Ann Lee', 'Bob Stone', 'Zoë'];

describe('findMentions', () => {
  it('takes the longest member name after the @, whatever its case', () => {
    expect(findMentions('Ask @ann lee and @Ann about it.', team)).toEqual([
      { start: 4, end: 12, name: 'Ann Lee' },
      { start: 17, end: 21, name: 'Ann' },
    ]);
  });

  it('needs the name to end there and the @ to start a word', () => {
    expect(findMentions('@Annabel wrote to ann@example.com', team)).toEqual([]);
    expect(mentionedNames('(@zoë), @Bob Stone.', team)).toEqual(['Zoë', 'Bob Stone']);
  });

  it('names each person once and ignores blank names', () => {
    expect(mentionedNames('@Ann @ANN @', [...team, ' '])).toEqual(['Ann']);
  });
});

describe('mentionQueryAt', () => {
  it('gives what is typed after the @ up to the caret', () => {
    expect(mentionQueryAt('Hello @An', 9)).toEqual({ start: 6, query: 'An' });
    expect(mentionQueryAt('Hello @Ann L', 12)).toEqual({ start: 6, query: 'Ann L' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
  });

  it('is null outside a mention', () => {
    expect(mentionQueryAt('mail ann@example', 16)).toBeNull();
    expect(mentionQueryAt('Hello', 5)).toBeNull();
    expect(mentionQueryAt('@Ann\nnext', 9)).toBeNull();
  });
});
