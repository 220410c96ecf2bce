import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RequirementFile } from '../spec/model.js';
import { applyOverLocal } from './apply-over-local.js';
import { choiceFieldsOf, valueOverCurrent } from './choice-fields.js';

describe('choiceFieldsOf', () => {
  it('names select and enum columns and a proposal’s fields', () => {
    const columns = [
      { field: 'priority', editorType: 'select' },
      { field: 'kind', editorType: 'enum' },
      { field: 'description', editorType: 'text' },
    ];
    expect([...choiceFieldsOf(columns)].sort()).toEqual([
      'kind',
      'originalRowId',
      'priority',
      'tempChangeStatus',
    ]);
    expect([...choiceFieldsOf('not columns')].sort()).toEqual(['originalRowId', 'tempChangeStatus']);
  });
});

describe('valueOverCurrent', () => {
  it('writes what was typed when nobody else changed the cell', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (start, value) => {
        expect(valueOverCurrent(start, start, value, 'text')).toBe(value);
      }),
    );
  });

  it('keeps both people’s words in a text changed under the editor', () => {
    expect(valueOverCurrent('Base text beta', 'Base text', 'Base text alpha', 'text')).toMatch(
      /^Base text (alpha beta|beta alpha)$/,
    );
    expect(valueOverCurrent('Log every login.', 'Log logins.', 'Log all logins.', 'text')).toContain('every');
  });

  it('takes the later choice, never a mix of two choices', () => {
    expect(valueOverCurrent('High', 'Medium', 'Low', 'choice')).toBe('Low');
  });

  it('keeps the cell as it is when it already holds what was typed', () => {
    expect(valueOverCurrent('Same', 'Before', 'Same', 'text')).toBe('Same');
  });
});

describe('applyOverLocal with a choice column', () => {
  const fileWith = (priority: string): RequirementFile =>
    ({
      columns: [
        { field: 'priority', headerName: 'Priority', editorType: 'select', valueOptions: ['High', 'Low'] },
      ],
      data: [{ id: 'r1', rowOrder: 1, priority }],
    }) as unknown as RequirementFile;

  it('keeps the tab’s own choice over another’s, to be sent next, instead of merging their letters', () => {
    const reference = fileWith('Medium');
    const mine = fileWith('High');
    const ops = [{ op: 'cell' as const, rowId: 'r1', field: 'priority', base: 'Medium', value: 'Low' }];
    expect(applyOverLocal(mine, ops, reference).data[0]?.priority).toBe('High');
  });
});
