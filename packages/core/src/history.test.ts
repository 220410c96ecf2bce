import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands/apply.js';
import { execute, redo, retractAddedRow, startEditing, undo } from './history.js';
import { commandArbitrary } from './test/arbitraries.js';
import { sampleFile } from './test/fixtures.js';

describe('history', () => {
  it('undoes and redoes one edit', () => {
    const file = sampleFile();
    const edited = execute(startEditing(file), { type: 'deleteRows', rowIds: ['r1'] });
    expect(edited.file.data).toHaveLength(2);
    expect(undo(edited).file).toBe(file);
    expect(redo(undo(edited)).file).toBe(edited.file);
  });

  it('retracts a row added as the last step, leaving no undo or redo step', () => {
    const start = execute(startEditing(sampleFile()), { type: 'deleteRows', rowIds: ['r3'] });
    const added = execute(start, { type: 'insertRow', anchorId: 'r1', position: 'below', newId: 'n1' });
    const retracted = retractAddedRow(added, 'n1');
    expect(retracted.file).toBe(start.file);
    expect(retracted.past).toEqual(start.past);
    expect(retracted.future).toEqual([]);
  });

  it('does not retract a row that was edited since, or that the last step did not add', () => {
    const added = execute(startEditing(sampleFile()), {
      type: 'insertRow',
      anchorId: 'r1',
      position: 'below',
      newId: 'n1',
    });
    const edited = execute(added, { type: 'editCell', rowId: 'n1', field: 'description', value: 'x' });
    expect(retractAddedRow(edited, 'n1')).toBe(edited);
    expect(retractAddedRow(added, 'r1')).toBe(added);
    expect(retractAddedRow(undo(added), 'n1')).toEqual(undo(added));
  });

  it('does not record a command that changes nothing', () => {
    const state = startEditing(sampleFile());
    expect(execute(state, { type: 'moveRow', rowId: 'r1', direction: 'up' })).toBe(state);
  });

  it('a group undoes in one step', () => {
    const state = execute(startEditing(sampleFile()), {
      type: 'group',
      label: 'agent turn',
      commands: [
        { type: 'deleteRows', rowIds: ['r1'] },
        { type: 'editCell', rowId: 'r2', field: 'description', value: 'x' },
      ],
    });
    expect(state.past).toHaveLength(1);
    expect(undo(state).file).toEqual(sampleFile());
  });

  it('property: a command sequence followed by as many undos gives back the original file', () => {
    fc.assert(
      fc.property(fc.array(commandArbitrary, { maxLength: 25 }), (commands) => {
        const start = startEditing(sampleFile(4));
        let state = start;
        for (const command of commands) state = execute(state, command);
        for (let i = 0; i < commands.length; i++) state = undo(state);
        expect(state.file).toBe(start.file);
      }),
    );
  });

  it('property: redo after undo replays the same files', () => {
    fc.assert(
      fc.property(fc.array(commandArbitrary, { maxLength: 15 }), (commands) => {
        let state = startEditing(sampleFile(4));
        for (const command of commands) state = execute(state, command);
        const end = state.file;
        while (state.past.length > 0) state = undo(state);
        while (state.future.length > 0) state = redo(state);
        expect(state.file).toBe(end);
      }),
    );
  });

  it('property: rowOrder is always 1..n and ids stay unique', () => {
    fc.assert(
      fc.property(fc.array(commandArbitrary, { maxLength: 30 }), (commands) => {
        const file = commands.reduce(applyCommand, sampleFile(4));
        expect(file.data.map((row) => row.rowOrder)).toEqual(file.data.map((_, index) => index + 1));
        expect(new Set(file.data.map((row) => row.id)).size).toBe(file.data.length);
      }),
    );
  });
});
