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

  it('add appends a row with the proposition, keeping ids unique', () => {
    const next = accept(sampleFile(), 'add', 'r1', 'The system shall log out.');
    expect(texts(next)).toEqual([
      'r1:The system shall do thing 1.',
      'r2:The system shall do thing 2.',
      'r3:The system shall do thing 3.',
      'r1-2:The system shall log out.',
    ]);
    const fresh = accept(sampleFile(), 'add', 'NEW-1', 'Added.');
    expect(texts(fresh).at(-1)).toBe('NEW-1:Added.');
  });

  it('split keeps the first part in the row and inserts the others below it', () => {
    const next = accept(sampleFile(), 'split', 'r1', 'The system shall a. && The system shall b.');
    expect(texts(next).slice(0, 3)).toEqual([
      'r1:The system shall a.',
      'r1.2:The system shall b.',
      'r2:The system shall do thing 2.',
    ]);
    expect(next.data.map((row) => row.rowOrder)).toEqual([1, 2, 3, 4]);
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
    expect(state.file.data).toHaveLength(5);
    expect(undo(state).file).toBe(file);
  });
});
