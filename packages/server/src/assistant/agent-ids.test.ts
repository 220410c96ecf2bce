import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freshRowIds } from './agent-ids.js';

describe('freshRowIds', () => {
  it("continues the spec's numbering, keeping leading zeros", () => {
    expect(freshRowIds(['R1', 'R2', 'R10'], 2)).toEqual(['R11', 'R12']);
    expect(freshRowIds(['REQ-007', 'REQ-009', 'NFR-1'], 1)).toEqual(['REQ-010']);
    expect(freshRowIds(['login', 'logout'], 2)).toEqual(['NEW-1', 'NEW-2']);
    expect(freshRowIds([], 1)).toEqual(['NEW-1']);
  });

  it('never repeats an existing id or itself', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.stringMatching(/^(R|NEW-)0?\d{1,3}$/)), {
          maxLength: 30,
        }),
        fc.integer({ min: 0, max: 20 }),
        (existing, count) => {
          const ids = freshRowIds(existing, count);
          expect(ids).toHaveLength(count);
          expect(new Set([...existing, ...ids]).size).toBe(new Set(existing).size + count);
        },
      ),
    );
  });
});
