import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Row } from '../spec/model.js';
import { diffCounts, specDiff, wordParts } from './spec-diff.js';

const columns = [{ field: 'id' }, { field: 'description' }, { field: 'priority' }, { field: 'score' }];
const row = (id: string, description: string, extra: Partial<Row> = {}): Row =>
  ({ id, rowOrder: 1, tempChangeStatus: 'unchanged', description, ...extra }) as Row;

describe('specDiff', () => {
  it('finds added, removed and changed rows, every changed cell word by word, and score changes', () => {
    const before = {
      columns,
      rows: [
        row('R1', 'The system shall log in users', { priority: 'High' }),
        row('R2', 'Same'),
        row('R3', 'Gone', { score: 40 }),
        row('C1', 'Intro', { this_is_a: 'chapter' }),
      ],
    };
    const after = {
      columns,
      rows: [
        row('C1', 'Introduction', { this_is_a: 'chapter', rowOrder: 1 }),
        row('R1', 'The system shall sign in users', { priority: 'Low', rowOrder: 2 }),
        row('R2', 'Same', { rowOrder: 9, score: 80 }),
        row('R4', 'New', { score: 70 }),
      ],
    };
    const changes = specDiff(before, after);
    expect(changes.map((change) => [change.kind, change.id])).toEqual([
      ['changed', 'C1'],
      ['changed', 'R1'],
      ['changed', 'R2'],
      ['added', 'R4'],
      ['removed', 'R3'],
    ]);
    const r1 = changes[1];
    expect(r1?.kind === 'changed' && r1.cells).toEqual([
      {
        field: 'description',
        before: 'The system shall log in users',
        after: 'The system shall sign in users',
        parts: [
          { kind: 'same', text: 'The system shall ' },
          { kind: 'removed', text: 'log' },
          { kind: 'added', text: 'sign' },
          { kind: 'same', text: ' in users' },
        ],
      },
      { field: 'priority', before: 'High', after: 'Low', parts: expect.any(Array) },
    ]);
    const r2 = changes[2];
    expect(r2?.kind === 'changed' && [r2.cells, r2.scoreBefore, r2.scoreAfter]).toEqual([[], null, 80]);
    expect(diffCounts(changes)).toEqual({ added: 1, removed: 1, changed: 3 });
  });

  it('limited to requirement text, skips chapters and rows whose text is unchanged', () => {
    const before = {
      columns,
      rows: [row('R1', 'A', { priority: 'High' }), row('C1', 'x', { this_is_a: 'chapter' })],
    };
    const after = {
      columns,
      rows: [row('R1', 'A', { priority: 'Low' }), row('C1', 'y', { this_is_a: 'chapter' })],
    };
    expect(specDiff(before, after, { requirementTextOnly: true })).toEqual([]);
    expect(specDiff(before, after)).toHaveLength(2);
  });

  const spec = fc
    .uniqueArray(
      fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), text: fc.string({ maxLength: 12 }) }),
      { selector: (r) => r.id, maxLength: 20 },
    )
    .map((records) => ({ columns, rows: records.map((r) => row(r.id, r.text)) }));

  it('finds nothing between a spec and itself, and reverses added and removed (property)', () => {
    fc.assert(
      fc.property(spec, spec, (a, b) => {
        expect(specDiff(a, a)).toEqual([]);
        const forward = diffCounts(specDiff(a, b));
        const backward = diffCounts(specDiff(b, a));
        expect([forward.added, forward.removed, forward.changed]).toEqual([
          backward.removed,
          backward.added,
          backward.changed,
        ]);
      }),
    );
  });

  it('word parts put the before text back together, and the after text (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const parts = wordParts(before, after);
        const side = (skip: string) =>
          parts
            .filter((part) => part.kind !== skip)
            .map((part) => part.text)
            .join('');
        expect(side('added')).toBe(before);
        expect(side('removed')).toBe(after);
      }),
    );
  });
});
