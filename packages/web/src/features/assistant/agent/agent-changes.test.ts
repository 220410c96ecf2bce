import { type AgentRow, applyCommand, type Row } from '@specwright/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { specFileFixture } from '../../../test/spec-fixture';
import {
  agentProposalCommand,
  agentRequestData,
  agentRowsToFileRows,
  countChanges,
  describeCounts,
} from './agent-changes';

const answerOf = (rows: readonly Row[]): AgentRow[] =>
  rows.map((row) => ({ id: row.id, description: String(row.description), this_is_a: String(row.this_is_a) }));

const summary = (rows: readonly Row[]) => rows.map((row) => `${row.id}:${row.tempChangeStatus}`);

describe('agent answer → proposed changes', () => {
  it('two changed rows, one added and one removed become proposed changes in one command', () => {
    const file = specFileFixture(4);
    const [r1, r2, r3] = answerOf(file.data) as [AgentRow, AgentRow, AgentRow, AgentRow];
    const answer = [
      { ...r1, description: 'The system shall do thing 1 within 2 s.' },
      { ...r2, description: 'The system shall do thing 2 for every user.' },
      r3,
      { id: 'new-1', description: 'The system shall log every change.', this_is_a: 'requirement' },
    ];
    const command = agentProposalCommand(file, answer);
    expect(command?.type).toBe('replaceRows');
    const next = applyCommand(file, command ?? { type: 'group', label: '', commands: [] });
    expect(summary(next.data)).toEqual([
      'r1~original:changed-original',
      'r1:changed-updated',
      'r2~original:changed-original',
      'r2:changed-updated',
      'r3:unchanged',
      'new-1:added',
      'r4:removed',
    ]);
    expect(countChanges(next.data)).toEqual({ changed: 2, added: 1, removed: 1 });
    expect(describeCounts(countChanges(next.data))).toBe('2 changed, 1 added, 1 removed');
    expect(next.data.map((row) => row.rowOrder)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('an answer that repeats the rows changes nothing, whatever the order of the fields', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), (count) => {
        const file = specFileFixture(count);
        const reordered = answerOf(file.data).map((row) => ({ this_is_a: String(row.this_is_a), ...row }));
        expect(agentProposalCommand(file, reordered)).toBeNull();
      }),
    );
  });

  it('ignores system fields and unknown fields from the model, and the same value written differently', () => {
    const file = specFileFixture(1);
    const answer: AgentRow[] = [
      {
        id: 'r1',
        description: 'The system shall do thing 1.',
        tempChangeStatus: 'removed',
        rowOrder: 9,
        extra: 'x',
      },
    ];
    expect(agentProposalCommand(file, answer)).toBeNull();
    const numeric = {
      ...file,
      data: [{ ...file.data[0], id: 'r1', rowOrder: 1, tempChangeStatus: 'unchanged', this_is_a: 5 } as Row],
    };
    expect(
      agentProposalCommand(numeric, [
        { id: 'r1', description: 'The system shall do thing 1.', this_is_a: '5' },
      ]),
    ).toBeNull();
  });

  it('a missing column keeps the original value; a new row gets the column default or empty text', () => {
    const file = specFileFixture(1);
    const rows = agentRowsToFileRows(file, [
      { id: 'r1', description: 'Changed.' },
      { id: 'n', description: 'New.' },
      { id: 'n', description: 'Repeated id, dropped.' },
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: 'r1', description: 'Changed.', this_is_a: 'requirement' });
    expect(rows[1]).toMatchObject({ id: 'n', description: 'New.', this_is_a: '' });
  });

  it('sends the columns and rows without the proposed-change fields', () => {
    const file = specFileFixture(2);
    const data = agentRequestData(
      applyCommand(file, {
        type: 'replaceRows',
        rows: [{ ...file.data[0], tempChangeStatus: 'added' } as Row],
      }),
    );
    expect(data.columns.map((column) => column.field)).toEqual(['description', 'this_is_a']);
    expect(data.rows).toEqual([
      { id: 'r1', rowOrder: 1, description: 'The system shall do thing 1.', this_is_a: 'requirement' },
    ]);
  });
});
