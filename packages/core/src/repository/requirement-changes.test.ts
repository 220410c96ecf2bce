import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Row } from '../spec/model.js';
import { pullRequestBody, requirementChanges, requirementChangesMarkdown } from './requirement-changes.js';

const columns = [{ field: 'description' }, { field: 'score' }];
const row = (id: string, description: string, extra: Partial<Row> = {}): Row =>
  ({ id, rowOrder: 1, tempChangeStatus: 'unchanged', description, ...extra }) as Row;

describe('requirementChanges', () => {
  it('lists added, changed and removed requirements by id, with scores before and after', () => {
    const before = {
      columns,
      rows: [row('R1', 'Log in'), row('R2', 'Log out', { score: 40 }), row('R3', 'Gone')],
    };
    const after = {
      columns,
      rows: [
        row('R1', 'Log in'),
        row('R2', 'Log out within 2 s', { score: 85 }),
        row('R4', 'New', { score: 70 }),
      ],
    };
    expect(requirementChanges(before, after)).toEqual([
      {
        kind: 'changed',
        id: 'R2',
        before: 'Log out',
        after: 'Log out within 2 s',
        scoreBefore: 40,
        scoreAfter: 85,
      },
      { kind: 'added', id: 'R4', text: 'New', score: 70 },
      { kind: 'removed', id: 'R3', text: 'Gone', score: null },
    ]);
  });

  it('ignores chapters and comments, and counts everything as added in a new file', () => {
    const after = { columns, rows: [row('C1', 'Intro', { this_is_a: 'chapter' }), row('R1', 'Log in')] };
    expect(requirementChanges(null, after)).toEqual([
      { kind: 'added', id: 'R1', text: 'Log in', score: null },
    ]);
  });

  it('finds nothing when the same rows are compared (property)', () => {
    const rows = fc.uniqueArray(
      fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), text: fc.string({ maxLength: 12 }) }),
      { selector: (r) => r.id, maxLength: 20 },
    );
    fc.assert(
      fc.property(rows, (records) => {
        const spec = { columns, rows: records.map((r) => row(r.id, r.text)) };
        expect(requirementChanges(spec, spec)).toEqual([]);
      }),
    );
  });
});

describe('pull request body', () => {
  it('is a Markdown table per spec, escaping pipes and line breaks', () => {
    const body = pullRequestBody([
      {
        path: 'specs/login.spec.json',
        changes: [
          { kind: 'changed', id: 'R2', before: 'a | b', after: 'a\nc', scoreBefore: 40, scoreAfter: 85 },
          { kind: 'removed', id: 'R3', text: 'Gone', score: null },
        ],
      },
    ]);
    expect(body).toBe(
      [
        'Requirement changes made in Specwright.',
        '',
        '### specs/login.spec.json',
        '',
        '1 changed, 1 removed.',
        '',
        '| Requirement | Change | Text (before → after) | Score |',
        '| --- | --- | --- | --- |',
        '| R2 | Changed | a \\| b → a c | 40 → 85 |',
        '| R3 | Removed | ~~Gone~~ | — → — |',
      ].join('\n'),
    );
    expect(requirementChangesMarkdown('x.json', [])).toBe('### x.json\n\nNo requirement text changed.');
  });
});
