import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSpecUrl, specUrl, withoutSpecUrlParams } from './spec-url';

const SPEC_ID = '0b8e6a52-4c1e-4d4b-9f3a-2a1f7c9d5e10';

describe('spec addresses', () => {
  it('reads back the spec and row any address names', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.option(fc.string({ minLength: 1, maxLength: 200, unit: 'grapheme' }), { nil: null }),
        (specId, rowId) => {
          const url = new URL(specUrl('https://specs.example.com/', { specId, rowId }));
          expect(readSpecUrl(url)).toEqual({ specId: specId.toLowerCase(), rowId });
          expect(withoutSpecUrlParams(url)).toBe('/');
        },
      ),
    );
  });

  it('ignores a spec id that is not one, and a row id too long to be one', () => {
    expect(readSpecUrl(new URL('https://x.test/?spec=../../api'))).toBeNull();
    expect(readSpecUrl(new URL('https://x.test/?row=REQ-1'))).toBeNull();
    expect(readSpecUrl(new URL(`https://x.test/?spec=${SPEC_ID}&row=${'a'.repeat(201)}`))).toEqual({
      specId: SPEC_ID,
      rowId: null,
    });
  });

  it('keeps the rest of the address', () => {
    const url = new URL(`https://x.test/app/?lang=pt&spec=${SPEC_ID}&row=R1#top`);
    expect(withoutSpecUrlParams(url)).toBe('/app/?lang=pt#top');
  });
});
