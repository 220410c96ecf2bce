import { describe, expect, it } from 'vitest';
import { execute, startEditing, undo } from '../history.js';
import { sampleFile } from '../test/fixtures.js';
import { pasteCommand } from './paste.js';

const file = sampleFile();
const target = (rowIndex: number, columnIndex: number) => ({
  rowIds: file.data.map((row) => row.id),
  fields: ['id', 'description', 'this_is_a'],
  rowIndex,
  columnIndex,
  isEditable: (field: string) => field !== 'id',
});

describe('pasteCommand', () => {
  it('fills the block from the target cell, as one undo step', () => {
    let n = 0;
    const command = pasteCommand(
      target(0, 1),
      [
        ['First', 'requirement'],
        ['Second', 'chapter'],
      ],
      () => `new-${++n}`,
    );
    if (!command) throw new Error('expected a command');
    const pasted = execute(startEditing(file), command);
    expect(pasted.file.data[0]).toMatchObject({ description: 'First', this_is_a: 'requirement' });
    expect(pasted.file.data[1]).toMatchObject({ description: 'Second', this_is_a: 'chapter' });
    expect(undo(pasted).file).toEqual(file);
  });

  it('adds rows below the last one and drops cells past the last column', () => {
    const last = file.data.length - 1;
    let n = 0;
    const command = pasteCommand(target(last, 2), [['a', 'cut'], ['b'], ['c']], () => `new-${++n}`);
    if (!command) throw new Error('expected a command');
    const pasted = execute(startEditing(file), command).file;
    expect(pasted.data).toHaveLength(file.data.length + 2);
    expect(pasted.data.slice(-3).map((row) => row.this_is_a)).toEqual(['a', 'b', 'c']);
    expect(pasted.data.some((row) => Object.values(row).includes('cut'))).toBe(false);
  });

  it('skips columns that take no typed values, and pastes nothing without an editable cell', () => {
    const command = pasteCommand(target(0, 0), [['id-x', 'Text']], () => 'unused');
    expect(command && command.type === 'group' && command.commands).toEqual([
      { type: 'editCell', rowId: file.data[0]?.id, field: 'description', value: 'Text' },
    ]);
    expect(pasteCommand(target(0, 0), [['id-x']], () => 'unused')).toBeNull();
  });
});
