import { specPatchSchema } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findShapeViolation, outermostLists, shapeRuleOf } from './request-shape.js';

describe('shapeRuleOf', () => {
  it('takes a list’s own maximum from its check, before the schema was ever used', () => {
    const schema = z.object({ rows: z.array(z.unknown()), tags: z.array(z.string()).max(5).optional() });
    expect(outermostLists(shapeRuleOf(schema)).map((list) => [list.path.join('.'), list.maxItems])).toEqual([
      ['rows', null],
      ['tags', 5],
    ]);
  });

  it('refuses a save with more links than a spec holds by the links’ own limit, not the row limit', () => {
    const rule = shapeRuleOf(specPatchSchema);
    if (!rule) throw new Error('no rule');
    const links = Array.from({ length: 200_001 }, () => ({}));
    expect(findShapeViolation(rule, { version: 1, links }, 50_000)).toEqual({
      kind: 'too-many-items',
      path: ['links'],
      limit: 200_000,
    });
  });
});
