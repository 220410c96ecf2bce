import type { AgentRow } from '@specwright/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AgentChange, applyAgentChanges } from './agent-changes.js';

const rows: AgentRow[] = [
  { id: 'R1', rowOrder: 1, description: 'The system shall be fast.', priority: 'high' },
  { id: 'R2', rowOrder: 2, description: 'The system shall log in users.', priority: 'low' },
  { id: 'R3', rowOrder: 3, description: 'The system shall export CSV.', priority: 'low' },
];
const fields = ['description', 'priority'];
const change = (
  action: AgentChange['action'],
  id: string | null,
  values: Record<string, string> = {},
  afterId: string | null = null,
): AgentChange => ({
  action,
  id,
  afterId,
  values: Object.entries(values).map(([field, value]) => ({ field, value })),
});

describe('applyAgentChanges', () => {
  it('merges updates, leaves deleted rows out and adds rows with fresh ids where asked', () => {
    const result = applyAgentChanges(rows, fields, [
      change('update', 'R1', { description: 'The system shall answer within 2 s.' }),
      change('delete', 'R2'),
      change('add', null, { description: 'The system shall log out users.', priority: 'high' }, 'R1'),
      change('add', null, { description: 'The system shall import CSV.' }),
    ]);
    expect(result.rows).toEqual([
      { ...rows[0], description: 'The system shall answer within 2 s.' },
      { id: 'R4', description: 'The system shall log out users.', priority: 'high' },
      rows[2],
      { id: 'R5', description: 'The system shall import CSV.', priority: '' },
    ]);
    expect(result.changed).toBe(4);
    expect(result.ignored).toEqual([]);
  });

  it('ignores updates and deletes without a known id, and values of unknown or system fields', () => {
    const result = applyAgentChanges(
      rows,
      [...fields, 'id'],
      [
        change('update', null, { description: 'x' }),
        change('delete', 'R9'),
        change('update', 'R3', { id: 'R7', rowOrder: '9', secret: 'y' }),
        change('update', 'R2', { priority: 'low' }),
      ],
    );
    expect(result.rows).toEqual(rows);
    expect(result.changed).toBe(0);
    expect(result.ignored).toEqual([
      'an update without a row id',
      'a deletion of row R9, which is not in the spec',
    ]);
  });

  it('keeps ids unique and every untouched row as it was, whatever the model answers', () => {
    const anyChange = fc.record({
      action: fc.constantFrom('update', 'add', 'delete'),
      id: fc.option(fc.constantFrom('R1', 'R2', 'R3', 'R4', 'zz'), { nil: null }),
      afterId: fc.option(fc.constantFrom('R1', 'R3', 'nope'), { nil: null }),
      values: fc.array(
        fc.record({ field: fc.constantFrom('description', 'priority', 'id', 'other'), value: fc.string() }),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(fc.array(anyChange, { maxLength: 8 }), (changes) => {
        const result = applyAgentChanges(rows, fields, changes);
        const ids = result.rows.map((row) => row.id);
        expect(new Set(ids).size).toBe(ids.length);
        const touched = new Set<string | null>(changes.map((item) => item.id));
        for (const row of rows) if (!touched.has(row.id)) expect(result.rows).toContainEqual(row);
        const deleted = changes.filter(
          (item) => item.action === 'delete' && rows.some((row) => row.id === item.id),
        ).length;
        expect(result.rows.length).toBeGreaterThanOrEqual(rows.length - deleted);
      }),
    );
  });
});
