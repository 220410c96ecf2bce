import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkKey, normaliseLinks, type SpecLink } from './links.js';

const rowIds = new Set(['R1', 'R2', 'R3']);
const linkArbitrary = fc.record(
  {
    from: fc.constantFrom('R1', 'R2', 'R3'),
    to: fc.constantFrom('R1', 'R2', 'R3', 'T1'),
    type: fc.constantFrom(
      'refines',
      'verifies',
      'a\u0000b',
      'a',
      ...Array.from({ length: 20 }, (_, n) => `t${n}`),
    ),
    toSpec: fc.constantFrom('spec-a', 'spec-b', 'spec-a\u0000R1'),
    suspect: fc.constant(true),
  },
  { requiredKeys: ['from', 'to', 'type'] },
);

/** The links kept, told apart by their key text, first one of each key in order. */
function byKeyText(links: readonly SpecLink[]): SpecLink[] {
  const seen = new Set<string>();
  return links.filter((link) => !seen.has(linkKey(link)) && Boolean(seen.add(linkKey(link))));
}

describe('normaliseLinks keeps each link once', () => {
  it('as the link key tells them apart, also with many types between two rows', () => {
    fc.assert(
      fc.property(fc.array(linkArbitrary, { maxLength: 200 }), (input) => {
        const kept = normaliseLinks(input, rowIds, []);
        // One at a time, nothing is told apart: each entry is only checked and made a link.
        const valid = input.flatMap((link) => normaliseLinks([link], rowIds, []));
        expect(kept).toEqual(byKeyText(valid));
        expect(new Set(kept.map(linkKey)).size).toBe(kept.length);
      }),
    );
  });

  it('keeps every type of link between two rows once, however many there are', () => {
    const types = Array.from({ length: 40 }, (_, n) => `type ${n}`);
    const input = [...types, ...types].map((type) => ({ from: 'R1', to: 'R2', type }));
    expect(normaliseLinks(input, rowIds, []).map((link) => link.type)).toEqual(types);
  });
});
