import { applyCommand } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { specFileFixture } from '../../test/spec-fixture';
import { reviewCost, reviewRequirements } from './review-columns';

describe('review requirements', () => {
  const file = ['chapter', 'context', 'comment'].reduce(
    (next, kind, index) =>
      applyCommand(next, { type: 'editCell', rowId: `r${index + 1}`, field: 'this_is_a', value: kind }),
    specFileFixture(5),
  );

  it('sends the requirements only, not chapter, context and comment rows', () => {
    expect(reviewRequirements(file, 'description')).toEqual([
      { id: 'r4', description: 'The system shall do thing 4.' },
      { id: 'r5', description: 'The system shall do thing 5.' },
    ]);
  });

  it('costs one credit per requirement', () => {
    expect(reviewCost(file)).toBe(2);
    expect(reviewCost(specFileFixture(3))).toBe(3);
  });
});
