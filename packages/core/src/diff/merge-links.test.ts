import { describe, expect, it } from 'vitest';
import { applyCommand } from '../commands/apply.js';
import type { Command } from '../commands/types.js';
import type { SpecLink } from '../spec/links.js';
import type { RequirementFile } from '../spec/model.js';
import { specFixture } from '../test/fixtures.js';
import { mergeSpecs, rebase } from './merge.js';
import { rowPatch } from './row-patch.js';

const link = (from: string, to: string, type = 'verifies'): SpecLink => ({ from, to, type });
const add = (added: SpecLink): Command => ({ type: 'addLink', link: added });
const remove = (removed: SpecLink): Command => ({ type: 'removeLink', link: removed });
const run = (file: RequirementFile, commands: readonly Command[]) => commands.reduce(applyCommand, file);
const base = run(specFixture({ rowCount: 6 }), [add(link('r2', 'r1')), add(link('r3', 'r1'))]);

describe('mergeSpecs of links', () => {
  it('keeps both sides’ additions and drops both sides’ removals', () => {
    const mine = run(base, [add(link('r4', 'r1')), remove(link('r2', 'r1'))]);
    const theirs = run(base, [add(link('r5', 'r2', 'refines')), remove(link('r3', 'r1'))]);
    const merged = mergeSpecs({ base, mine, theirs }).file;
    expect(merged.links).toEqual([link('r5', 'r2', 'refines'), link('r4', 'r1')]);
  });

  it('takes the server’s links when only the server changed them, and changes nothing when neither did', () => {
    const theirs = run(base, [add(link('r6', 'r5'))]);
    expect(mergeSpecs({ base, mine: base, theirs }).file.links).toEqual(theirs.links);
    expect(mergeSpecs({ base, mine: base, theirs: base }).file).toBe(base);
  });

  it('drops a link added here to a row the server removed', () => {
    const mine = run(base, [add(link('r6', 'r5'))]);
    const theirs = run(base, [{ type: 'deleteRows', rowIds: ['r6'] }]);
    const merged = mergeSpecs({ base, mine, theirs }).file;
    expect(merged.data.some((row) => row.id === 'r6')).toBe(false);
    expect(merged.links).toEqual(base.links);
  });

  it('a save after the merge sends the merged links over the server’s', () => {
    const mine = run(base, [add(link('r4', 'r1'))]);
    const theirs = run(base, [{ type: 'editCell', rowId: 'r2', field: 'description', value: 'x' }]);
    const merged = mergeSpecs({ base, mine, theirs }).file;
    expect(rowPatch(rebase(theirs, merged), merged).links).toEqual([
      { ...link('r2', 'r1'), suspect: true },
      link('r3', 'r1'),
      link('r4', 'r1'),
    ]);
  });

  it('keeps the suspect marks the server set, and a clear made here since the base', () => {
    const edited = run(base, [{ type: 'editCell', rowId: 'r1', field: 'description', value: 'x' }]);
    const mine = run(edited, [{ type: 'clearSuspectLinks', scope: { link: link('r2', 'r1') } }]);
    const theirs = run(edited, [add(link('r6', 'r5'))]);
    const merged = mergeSpecs({ base: edited, mine, theirs }).file;
    expect(merged.links).toEqual([
      link('r2', 'r1'),
      { ...link('r3', 'r1'), suspect: true },
      link('r6', 'r5'),
    ]);
  });
});
