import { describe, expect, it } from 'vitest';
import { similarCandidates } from './minhash.js';

const words = (text: string) => new Set(text.split(' '));

describe('similarCandidates', () => {
  it('pairs sets that share most items and not unrelated ones', () => {
    const sets = [
      words('system store order record database every night'),
      words('operator print report weekly pdf'),
      words('system store order record database every day'),
      words(''),
    ];
    expect(similarCandidates(sets)).toEqual([[0, 2]]);
  });

  it('is deterministic and lists each pair once, smaller index first', () => {
    const sets = Array.from({ length: 30 }, (_, index) =>
      words(`alpha beta gamma delta epsilon zeta ${index % 3}`),
    );
    const first = similarCandidates(sets);
    expect(similarCandidates(sets)).toEqual(first);
    expect(first.every(([a, b]) => a < b)).toBe(true);
    expect(new Set(first.map((pair) => pair.join())).size).toBe(first.length);
  });
});
