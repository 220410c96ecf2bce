import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idFinder } from './id-finder.js';

const WORD = /[\p{L}\p{N}]/u;
const isWord = (text: string, at: number) => at >= 0 && at < text.length && WORD.test(text.charAt(at));

/** The rule as written, every start and end tried: what the finder must answer, however it looks. */
function everyPlaceTried(ids: readonly string[], text: string): Set<string> {
  const found = new Set<string>();
  for (const id of ids) {
    for (let start = text.indexOf(id); start >= 0; start = text.indexOf(id, start + 1)) {
      const end = start + id.length;
      const next = text.charAt(end);
      const goesOn = (next === '.' || next === '-') && /[0-9]/.test(text.charAt(end + 1));
      if (!isWord(text, start - 1) && !isWord(text, end) && !goesOn) found.add(id);
    }
  }
  return found;
}

const finderOf = (ids: readonly string[]) => idFinder(new Map(ids.map((id) => [id, [id]])));

describe('idFinder', () => {
  it('finds an id as a whole word only', () => {
    const find = (text: string) => [...finderOf(['REQ-1', 'REQ-1.2', 'A-1 b']).find([text])].sort();
    expect(find('test_REQ-1_login [REQ-1.2]')).toEqual(['REQ-1', 'REQ-1.2']);
    expect(find('REQ-12 XREQ-1 REQ-1-3')).toEqual([]);
    expect(find('x A-1 b, REQ-1: pays')).toEqual(['A-1 b', 'REQ-1']);
  });

  it('answers as the rule tried at every place', () => {
    const alphabet = fc.constantFrom('A', '1', '2', '-', '.', ' ', '_', 'é');
    const word = fc.array(alphabet, { minLength: 1, maxLength: 5 }).map((characters) => characters.join(''));
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), fc.array(word, { maxLength: 12 }), (ids, parts) => {
        const text = parts.join('');
        expect([...finderOf(ids).find([text])].sort()).toEqual([...everyPlaceTried(ids, text)].sort());
      }),
      { numRuns: 500 },
    );
  });

  it('reads a hostile name against ids of 2,000 lengths quickly', () => {
    const ids = Array.from({ length: 2000 }, (_, index) => `A${'1'.repeat(index + 1)}`);
    const finder = finderOf(ids);
    const name = 'A '.repeat(2000);
    const started = performance.now();
    for (let round = 0; round < 100; round++) expect(finder.find([name]).size).toBe(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('adds the values of an id named many times once', () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => index);
    const finder = idFinder(new Map([['A1', rows]]));
    const started = performance.now();
    expect(finder.find(['A1 '.repeat(300)]).size).toBe(10_000);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
