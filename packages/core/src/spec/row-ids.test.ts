import { describe, expect, it } from 'vitest';
import { rowIdGenerator } from './row-ids.js';

function generate(taken: string[], count: number): string[] {
  const newId = rowIdGenerator(new Set(taken));
  return Array.from({ length: count }, () => newId());
}

describe('rowIdGenerator', () => {
  it("continues the spec's numbering after its highest id", () => {
    const existing = Array.from({ length: 26 }, (_, i) => `REQ-${i + 1}`);
    expect(generate(existing, 2)).toEqual(['REQ-27', 'REQ-28']);
    expect(generate(['SR-3', 'SR-10', 'SR-4'], 1)).toEqual(['SR-11']);
  });

  it('starts at REQ-1 when no id ends in a number', () => {
    expect(generate([], 2)).toEqual(['REQ-1', 'REQ-2']);
    expect(generate(['login', 'logout'], 1)).toEqual(['REQ-1']);
  });

  it('takes the prefix most ids share and keeps zero-padded widths', () => {
    expect(generate(['A-1', 'B-1', 'B-2', 'A-2', 'B-5'], 1)).toEqual(['B-6']);
    expect(generate(['REQ-007', 'REQ-012'], 2)).toEqual(['REQ-013', 'REQ-014']);
    expect(generate(['1', '2', '3'], 1)).toEqual(['4']);
  });

  it('skips ids that are taken', () => {
    expect(generate(['X-1', 'REQ-1', 'REQ-2'], 1)).toEqual(['REQ-3']);
    expect(generate(['REQ-1', 'REQ-2', 'REQ-3x', 'REQ-4'], 1)).toEqual(['REQ-5']);
  });

  it('starts again from 1 when the highest number is beyond safe integers, still skipping taken ids', () => {
    expect(generate(['REQ-99999999999999999999', 'REQ-1'], 1)).toEqual(['REQ-2']);
  });
});
