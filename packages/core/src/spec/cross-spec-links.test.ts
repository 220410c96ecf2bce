import { describe, expect, it } from 'vitest';
import { applyCommand } from '../commands/apply.js';
import { linkDiff } from '../diff/link-diff.js';
import { mergeLinks } from '../diff/merge-links.js';
import { specToReqif } from '../exchange/reqif-write.js';
import { toSavedSpec } from '../export/json.js';
import { toMarkdown } from '../export/markdown.js';
import { linkTargetKey } from '../export/markdown-links.js';
import { applyLiveOps } from '../live/apply-change.js';
import { liveOpsBetween } from '../live/ops-of.js';
import { createRequirementFile, importSpec } from './import.js';
import { linksBetween, linksOfRow, type SpecLink } from './links.js';
import type { RequirementFile } from './model.js';

const TESTS_SPEC = '7b0c3c1e-8f7c-4a55-9d0a-1f2e3d4c5b6a';
/** R1 verified by a row of another spec whose row id happens to be a row id of this one too. */
const across: SpecLink = { from: 'R1', toSpec: TESTS_SPEC, to: 'R2', type: 'verifies' };
const local: SpecLink = { from: 'R2', to: 'R1', type: 'refines' };

function spec(links: unknown[] = [across, local]): RequirementFile {
  const imported = importSpec({
    formatVersion: 2,
    columns: [
      { field: 'id', headerName: 'ID' },
      { field: 'description', headerName: 'Description' },
    ],
    rows: [
      { id: 'R1', description: 'The system shall log in.' },
      { id: 'R2', description: 'The system shall log out.' },
    ],
    links,
  });
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id: 'f', title: 'Requirements' });
}

describe('links across specs', () => {
  it('survive reading and saving: only their from row is checked here', () => {
    const file = spec([across, local, { ...across, from: 'R9' }, { ...across, toSpec: '' }]);
    expect(file.links).toEqual([across, local]);
    expect(toSavedSpec(file).links).toEqual([across, local]);
    expect(spec([...(toSavedSpec(file).links ?? [])]).links).toEqual([across, local]);
  });

  it('are added, retyped and removed as commands, and go with their from row only', () => {
    const bare = spec([]);
    const added = applyCommand(bare, { type: 'addLink', link: across });
    expect(added.links).toEqual([across]);
    const retyped = applyCommand(added, { type: 'changeLinkType', link: across, linkType: 'refines' });
    expect(retyped.links).toEqual([{ ...across, type: 'refines' }]);
    expect(applyCommand(retyped, { type: 'removeLink', link: { ...across, type: 'refines' } }).links).toBe(
      undefined,
    );
    expect(linksBetween([across], [{ id: 'R1' }])).toEqual([across]);
    expect(linksBetween([across], [{ id: 'R2' }])).toEqual([]);
    const removedTarget = applyCommand(spec(), { type: 'deleteRows', rowIds: ['R2'] });
    expect(removedTarget.links).toEqual([across]);
  });

  it('are never a local row’s incoming link, even when the ids match', () => {
    expect(linksOfRow([across, local], 'R2')).toEqual({ outgoing: [local], incoming: [] });
  });

  it('turn suspect when their own row changes, not when a local row of the same id does', () => {
    const file = spec();
    const ownChanged = applyCommand(file, {
      type: 'editCell',
      rowId: 'R1',
      field: 'description',
      value: 'Sign in.',
    });
    expect(ownChanged.links).toEqual([
      { ...across, suspect: true },
      { ...local, suspect: true },
    ]);
    const namesake = applyCommand(spec([across]), {
      type: 'editCell',
      rowId: 'R2',
      field: 'description',
      value: 'Sign out.',
    });
    expect(namesake.links).toEqual([across]);
    const cleared = applyCommand(ownChanged, { type: 'clearSuspectLinks', scope: { rowId: 'R1' } });
    expect(cleared.links).toEqual([across, local]);
  });

  it('merge as set members and travel as live operations with their spec', () => {
    const other = { ...across, toSpec: '0d9a1f40-5b7e-4c1a-8e2f-3a4b5c6d7e8f' };
    const rows = spec().data;
    expect(mergeLinks([], [across], [other], rows)).toEqual([other, across]);
    expect(mergeLinks([across], [], [across, other], rows)).toEqual([other]);
    const before = spec([]);
    const after = applyCommand(before, { type: 'addLink', link: across });
    const ops = liveOpsBetween(before, after);
    expect(ops).toEqual([{ op: 'link', link: across, present: true }]);
    expect(applyLiveOps(before, ops).links).toEqual([across]);
  });

  it('are named in the history by their spec and row id', () => {
    expect(linkDiff([], [across], { R1: 'REQ-1', R2: 'REQ-2' })).toEqual([
      {
        kind: 'added',
        from: 'R1',
        to: 'R2',
        type: 'verifies',
        toSpec: TESTS_SPEC,
        fromLabel: 'REQ-1',
        toLabel: 'R2',
      },
    ]);
  });

  it('are written in Markdown as the other spec’s title and row id, and left out of ReqIF', () => {
    const file = spec([across]);
    const names = new Map([[linkTargetKey(TESTS_SPEC, 'R2'), { spec: 'Tests spec', row: 'T-3' }]]);
    expect(toMarkdown(file, names)).toContain('- **Links:** verifies Tests spec › T-3');
    expect(toMarkdown(file)).toContain(`- **Links:** verifies ${TESTS_SPEC} › R2`);
    expect(toMarkdown(file)).not.toContain('Linked from');
    expect(specToReqif(file)).not.toContain('SPEC-RELATION ');
    expect(specToReqif(spec([local]))).toContain('<SPEC-RELATION ');
  });
});
