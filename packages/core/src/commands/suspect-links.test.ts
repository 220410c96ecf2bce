import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLiveOps } from '../live/apply-change.js';
import { liveOpsBetween } from '../live/ops-of.js';
import { createRequirementFile, importSpec } from '../spec/import.js';
import type { SpecLink } from '../spec/links.js';
import type { RequirementFile } from '../spec/model.js';
import { applyCommand } from './apply.js';
import { markSuspect, rowsWithChangedText, suspectCount } from './suspect-links.js';

const verifies = { from: 'T1', to: 'R1', type: 'verifies' };
const refines = { from: 'R2', to: 'R1', type: 'refines' };
const unrelated = { from: 'T2', to: 'R2', type: 'verifies' };

function spec(links: SpecLink[] = [verifies, refines, unrelated]): RequirementFile {
  const imported = importSpec({
    formatVersion: 2,
    columns: [
      { field: 'description', headerName: 'Description' },
      { field: 'score', headerName: 'Score' },
    ],
    rows: [
      { id: 'R1', description: 'The system shall log in.' },
      { id: 'R2', description: 'The system shall log out.' },
      { id: 'T1', description: 'Test: log in.' },
      { id: 'T2', description: 'Test: log out.' },
    ],
    links,
  });
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id: 'f', title: 'Suspect' });
}

const edit = (file: RequirementFile, rowId: string, value: string, field = 'description') =>
  applyCommand(file, { type: 'editCell', rowId, field, value });
const suspectOf = (file: RequirementFile) => (file.links ?? []).filter((link) => link.suspect);

describe('suspect links', () => {
  it('marks every link to and from a row whose text changed, and no other', () => {
    const edited = edit(spec(), 'R1', 'The system shall sign in.');
    expect(suspectOf(edited)).toEqual([
      { ...verifies, suspect: true },
      { ...refines, suspect: true },
    ]);
  });

  it('marks nothing for a move, a score result or an edit that keeps the text', () => {
    const file = spec();
    expect(applyCommand(file, { type: 'moveRow', rowId: 'R1', direction: 'down' }).links).toBe(file.links);
    expect(edit(file, 'R1', '87', 'score').links).toBe(file.links);
    expect(edit(file, 'R1', 'The system shall log in.')).toBe(file);
  });

  it('keeps the marks in the saved file, and reads a file without them unchanged', () => {
    const edited = edit(spec(), 'T2', 'Test: sign out.');
    const reread = spec([...(edited.links ?? [])]);
    expect(reread.links).toEqual(edited.links);
    expect(spec().links).toEqual([verifies, refines, unrelated]);
  });

  it('clears one link, a row’s links or all of them, each change undone by the file before it', () => {
    const edited = edit(edit(spec(), 'R1', 'Sign in.'), 'T2', 'Sign out.');
    expect(suspectCount(edited.links ?? [])).toBe(3);
    const one = applyCommand(edited, { type: 'clearSuspectLinks', scope: { link: verifies } });
    expect(suspectOf(one)).toEqual([
      { ...refines, suspect: true },
      { ...unrelated, suspect: true },
    ]);
    const row = applyCommand(edited, { type: 'clearSuspectLinks', scope: { rowId: 'R1' } });
    expect(suspectOf(row)).toEqual([{ ...unrelated, suspect: true }]);
    const all = applyCommand(edited, { type: 'clearSuspectLinks', scope: 'all' });
    expect(all.links).toEqual([verifies, refines, unrelated]);
    expect(applyCommand(all, { type: 'clearSuspectLinks', scope: 'all' })).toBe(all);
  });

  it('marks the links of an accepted proposed change, and none of a rejected one', () => {
    const file = spec();
    const proposed = applyCommand(file, {
      type: 'replaceRows',
      rows: file.data.flatMap((row) =>
        row.id === 'R1'
          ? [
              { ...row, id: 'R1~original', tempChangeStatus: 'changed-original' as const },
              {
                ...row,
                description: 'The system shall sign in.',
                tempChangeStatus: 'changed-updated' as const,
                originalRowId: 'R1~original',
              },
            ]
          : [row],
      ),
    });
    expect(suspectCount(proposed.links ?? [])).toBe(0);
    const accepted = applyCommand(proposed, {
      type: 'decideProposedChange',
      rowId: 'R1',
      decision: 'accept',
    });
    expect(suspectOf(accepted)).toEqual([
      { ...verifies, suspect: true },
      { ...refines, suspect: true },
    ]);
    const rejected = applyCommand(proposed, {
      type: 'decideProposedChange',
      rowId: 'R1',
      decision: 'reject',
    });
    expect(suspectCount(rejected.links ?? [])).toBe(0);
  });

  it('sends a mark and its clearing as live link operations that another tab applies', () => {
    const file = spec();
    const edited = edit(file, 'R1', 'Sign in.');
    const other = applyLiveOps(file, liveOpsBetween(file, edited));
    expect(other.links).toEqual(edited.links);
    const cleared = applyCommand(edited, { type: 'clearSuspectLinks', scope: 'all' });
    expect(applyLiveOps(other, liveOpsBetween(edited, cleared)).links).toEqual(cleared.links);
  });
});

describe('suspect marking, for every edit', () => {
  const rowIds = ['R1', 'R2', 'T1', 'T2'];
  const anyEdit = fc.record({
    rowId: fc.constantFrom(...rowIds),
    field: fc.constantFrom('description', 'score'),
    value: fc.string({ maxLength: 12 }),
  });

  it('is idempotent: marking the same rows twice changes nothing more', () => {
    fc.assert(
      fc.property(fc.subarray(rowIds), (ids) => {
        const links = spec().links ?? [];
        const once = markSuspect(links, new Set(ids));
        expect(markSuspect(once, new Set(ids))).toBe(once);
      }),
    );
  });

  it('marks exactly the links of the rows whose text changed', () => {
    fc.assert(
      fc.property(fc.array(anyEdit, { maxLength: 6 }), (edits) => {
        const file = spec();
        const edited = edits.reduce(
          (current, { rowId, field, value }) => edit(current, rowId, value, field),
          file,
        );
        const changed = rowsWithChangedText(file.data, edited.data);
        for (const link of edited.links ?? []) {
          expect(link.suspect === true).toBe(changed.has(link.from) || changed.has(link.to));
        }
      }),
    );
  });
});
