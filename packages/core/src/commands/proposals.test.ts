import { describe, expect, it } from 'vitest';
import { execute, startEditing, undo } from '../history.js';
import type { RequirementFile } from '../spec/model.js';
import { sampleFile } from '../test/fixtures.js';
import { applyCommand } from './apply.js';
import { actionableAction, proposalCommand, splitProposition } from './proposals.js';

function accept(file: RequirementFile, action: string, id: string, proposition: string): RequirementFile {
  const command = proposalCommand(file, { id, action, proposition }, 'description');
  if (!command) throw new Error('no command');
  return applyCommand(file, command);
}

const texts = (file: RequirementFile) => file.data.map((row) => `${row.id}:${String(row.description)}`);

describe('actionableAction', () => {
  it('keeps the four actions in any case and drops empty, none and unknown ones', () => {
    expect(actionableAction(' Replace ')).toBe('replace');
    expect(actionableAction('SPLIT')).toBe('split');
    expect(actionableAction('')).toBeNull();
    expect(actionableAction('NoNe')).toBeNull();
    expect(actionableAction('merge')).toBeNull();
  });
});

describe('splitProposition', () => {
  it('splits at && and drops empty parts', () => {
    expect(splitProposition('A shall x. && B shall y. &&  ')).toEqual(['A shall x.', 'B shall y.']);
    expect(splitProposition('no split')).toEqual(['no split']);
  });
});

describe('proposalCommand', () => {
  it('replace sets the chosen column of the row with the matching id', () => {
    const next = accept(sampleFile(), 'replace', 'r2', 'New text.');
    expect(texts(next)[1]).toBe('r2:New text.');
    expect(next.data).toHaveLength(3);
  });

  it('delete removes the row', () => {
    expect(accept(sampleFile(), 'Delete', 'r1', '').data.map((row) => row.id)).toEqual(['r2', 'r3']);
  });

  it('add appends a row with the proposition and the next id of the spec (never the engine’s NEW-n)', () => {
    const next = accept(sampleFile(), 'add', 'NEW-1', 'The system shall log out.');
    expect(texts(next)).toEqual([
      'r1:The system shall do thing 1.',
      'r2:The system shall do thing 2.',
      'r3:The system shall do thing 3.',
      'r4:The system shall log out.',
    ]);
  });

  it('split keeps the first part in the row and inserts the others below it as proposed changes', () => {
    const next = accept(sampleFile(), 'split', 'r1', 'The system shall a. && The system shall b.');
    expect(texts(next).slice(0, 4)).toEqual([
      'r1~original:The system shall do thing 1.',
      'r1:The system shall a.',
      'r4:The system shall b.',
      'r2:The system shall do thing 2.',
    ]);
    expect(next.data.slice(0, 3).map((row) => row.tempChangeStatus)).toEqual([
      'changed-original',
      'changed-updated',
      'added',
    ]);
    expect(next.data.map((row) => row.rowOrder)).toEqual([1, 2, 3, 4, 5]);
  });

  it("split rows keep the parent's other values and continue the spec's ids, in its ID column too", () => {
    const file = sampleFile();
    const [description] = file.columns;
    if (!description) throw new Error('no column');
    const columns = [...file.columns, { ...description, field: 'req_id', headerName: 'ID' }];
    const rows = file.data.map((row, i) => ({ ...row, req_id: `REQ-${24 + i}`, priority: 'High' }));
    const next = accept({ ...file, columns, data: rows }, 'Split', 'r2', 'A. && B. && C.');
    const parts = next.data.filter((row) => ['A.', 'B.', 'C.'].includes(String(row.description)));
    expect(parts.map(({ id, req_id, priority, this_is_a }) => ({ id, req_id, priority, this_is_a }))).toEqual(
      [
        { id: 'r2', req_id: 'REQ-25', priority: 'High', this_is_a: 'requirement' },
        { id: 'r4', req_id: 'REQ-27', priority: 'High', this_is_a: 'requirement' },
        { id: 'r5', req_id: 'REQ-28', priority: 'High', this_is_a: 'requirement' },
      ],
    );
  });

  it('an added row is a requirement: it gets the type the spec gives its requirements', () => {
    const next = accept(sampleFile(), 'add', 'NEW-1', 'The system shall log out.');
    expect(next.data.at(-1)).toMatchObject({ id: 'r4', this_is_a: 'requirement' });
    const file = sampleFile();
    const ownWord = file.data.map((row) => ({ ...row, this_is_a: 'Functional' }));
    const columns = file.columns.map((column) =>
      column.field === 'this_is_a' ? { ...column, valueOptions: ['chapter', 'Functional'] } : column,
    );
    const spoken = accept({ ...file, columns, data: ownWord }, 'add', 'NEW-1', 'The system shall log out.');
    expect(spoken.data.at(-1)?.this_is_a).toBe('Functional');
  });

  it('an added row keeps the type column’s own default, and a spec without a type column gets none', () => {
    const file = sampleFile();
    const columns = file.columns.map((column) =>
      column.field === 'this_is_a' ? { ...column, defaultValue: 'requirement' } : column,
    );
    const withDefault = accept({ ...file, columns }, 'add', 'NEW-1', 'The system shall log out.');
    expect(withDefault.data.at(-1)?.this_is_a).toBe('requirement');
    const untyped = {
      ...file,
      columns: file.columns.filter((column) => column.field !== 'this_is_a'),
      data: file.data.map(({ this_is_a: _type, ...row }) => row),
    };
    expect(accept(untyped, 'add', 'NEW-1', 'The system shall log out.').data.at(-1)).not.toHaveProperty(
      'this_is_a',
    );
  });

  it('an added row gets the next id in the spec’s ID column too', () => {
    const file = sampleFile();
    const [description] = file.columns;
    if (!description) throw new Error('no column');
    const columns = [...file.columns, { ...description, field: 'req_id', headerName: 'ID' }];
    const rows = file.data.map((row, i) => ({ ...row, req_id: `REQ-${24 + i}` }));
    const next = accept({ ...file, columns, data: rows }, 'add', 'NEW-1', 'The system shall log out.');
    expect(next.data.at(-1)).toMatchObject({
      id: 'r4',
      req_id: 'REQ-27',
      description: 'The system shall log out.',
    });
  });

  it('a split of a row that already holds a proposed change keeps that change and adds the parts', () => {
    const file = sampleFile();
    const data = file.data.map((row) =>
      row.id === 'r3' ? { ...row, tempChangeStatus: 'added' as const } : row,
    );
    const next = accept({ ...file, data }, 'split', 'r3', 'X. && Y.');
    expect(next.data.slice(2).map((row) => [row.id, row.description, row.tempChangeStatus])).toEqual([
      ['r3', 'X.', 'added'],
      ['r4', 'Y.', 'added'],
    ]);
  });

  it('returns null for none, and for rows that no longer exist', () => {
    const file = sampleFile();
    expect(proposalCommand(file, { id: 'r1', action: 'none', proposition: 'x' }, 'description')).toBeNull();
    expect(
      proposalCommand(file, { id: 'gone', action: 'replace', proposition: 'x' }, 'description'),
    ).toBeNull();
    expect(
      proposalCommand(file, { id: 'gone', action: 'split', proposition: 'a && b' }, 'description'),
    ).toBeNull();
  });

  it('a split is one undo step', () => {
    const file = sampleFile();
    const command = proposalCommand(
      file,
      { id: 'r2', action: 'split', proposition: 'a && b && c' },
      'description',
    );
    if (!command) throw new Error('no command');
    const state = execute(startEditing(file), command);
    expect(state.file.data).toHaveLength(6);
    expect(undo(state).file).toBe(file);
  });
});
