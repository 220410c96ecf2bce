import { applyCommand, mergeSpecs } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { specFileFixture } from '../../test/spec-fixture';
import { conflictView } from './conflict-rows';

const base = specFileFixture(3, 'f1');
const described = (value: string) =>
  applyCommand(base, { type: 'editCell', rowId: 'r2', field: 'description', value });

describe('conflictView', () => {
  it('shows each side’s text of the cells that differ, the words only that side has marked', () => {
    const mine = described('The system shall export a report daily.');
    const theirs = described('The system shall export a summary daily.');
    const [conflict] = mergeSpecs({ base, mine, theirs }).conflicts;
    if (!conflict) throw new Error('no conflict');
    const view = conflictView(mine, conflict);
    expect(view).toMatchObject({
      id: 'r2',
      text: 'The system shall export a report daily.',
      mineRemoved: false,
    });
    expect(view.cells).toHaveLength(1);
    const [cell] = view.cells;
    expect(cell?.header).toBe('Requirement');
    expect(cell?.mine.filter((part) => part.kind === 'added').map((part) => part.text)).toEqual(['report']);
    expect(cell?.theirs.filter((part) => part.kind === 'added').map((part) => part.text)).toEqual([
      'summary',
    ]);
    expect(cell?.mine.map((part) => part.text).join('')).toBe('The system shall export a report daily.');
    expect(cell?.theirs.map((part) => part.text).join('')).toBe('The system shall export a summary daily.');
  });

  it('says which side removed the row and shows the other side’s cells', () => {
    const mine = described('Kept here.');
    const theirs = applyCommand(base, { type: 'deleteRows', rowIds: ['r2'] });
    const [conflict] = mergeSpecs({ base, mine, theirs }).conflicts;
    if (!conflict) throw new Error('no conflict');
    const view = conflictView(mine, conflict);
    expect(view).toMatchObject({ theirsRemoved: true, mineRemoved: false });
    expect(view.cells.map((cell) => [cell.header, cell.mine.map((part) => part.text).join('')])).toEqual([
      ['Requirement', 'Kept here.'],
      ['Type', 'requirement'],
    ]);
  });
});
