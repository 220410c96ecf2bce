import { applyCommand, type Command, createColumn } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { specFileFixture } from '../../test/spec-fixture';
import { textColumnFixture } from '../../test/text-column-fixture';
import {
  defaultQualityReviewColumn,
  qualityReviewCost,
  qualityReviewRequirements,
} from './quality-review-columns';

describe('quality review requirements', () => {
  const file = ['chapter', 'context', 'comment'].reduce(
    (next, kind, index) =>
      applyCommand(next, { type: 'editCell', rowId: `r${index + 1}`, field: 'this_is_a', value: kind }),
    specFileFixture(5),
  );

  it('sends the requirements only, not chapter, context and comment rows', () => {
    expect(qualityReviewRequirements(file, 'description')).toEqual([
      { id: 'r4', description: 'The system shall do thing 4.' },
      { id: 'r5', description: 'The system shall do thing 5.' },
    ]);
  });

  it('costs one credit per requirement', () => {
    expect(qualityReviewCost(file)).toBe(2);
    expect(qualityReviewCost(specFileFixture(3))).toBe(3);
  });
});

describe('the column a quality review starts on', () => {
  /** `notes` first, then the requirement text in `text`. */
  const notesFirst: Command[] = [
    { type: 'addColumn', column: createColumn({ field: 'notes', headerName: 'Notes' }) },
    { type: 'moveColumn', field: 'notes', toIndex: 0 },
  ];
  const withNotes = (chosen: boolean) => notesFirst.reduce(applyCommand, textColumnFixture(2, chosen));

  it('is the description column when there is one', () => {
    expect(defaultQualityReviewColumn(specFileFixture(2))).toBe('description');
  });

  it('is the chosen text column, else the first column a quality review can check', () => {
    expect(defaultQualityReviewColumn(withNotes(true))).toBe('text');
    expect(defaultQualityReviewColumn(withNotes(false))).toBe('notes');
  });
});
