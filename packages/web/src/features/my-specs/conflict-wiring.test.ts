import { applyCommand, type RequirementFile, rowPatch } from '@specwright/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAccountSpecsStore } from '../../state/account-specs';
import { closeDialog, useDialogStore } from '../../state/dialogs';
import { useSpecFilesStore } from '../../state/spec-files';
import { specFileFixture } from '../../test/spec-fixture';
import { MERGE_STEP_LABEL } from './conflict-merge';
import { offerMerge, resolveConflict } from './conflict-wiring';
import { relinkTo } from './relink';

const edit = (file: RequirementFile, rowId: string, value: string) =>
  applyCommand(file, { type: 'editCell', rowId, field: 'description', value });
const texts = (file: RequirementFile | undefined) => file?.data.map((row) => row.description);
const open = () => useSpecFilesStore.getState().specs.f1;
const link = () => useAccountSpecsStore.getState().links.f1;

describe('merging the server’s copy into a tab', () => {
  let base: RequirementFile;
  beforeEach(() => {
    base = specFileFixture(4, 'f1');
    useSpecFilesStore.setState({ specs: {} });
    useAccountSpecsStore.setState({ links: {}, kept: {} });
    closeDialog();
    useSpecFilesStore.getState().addSpec(base);
    useAccountSpecsStore.getState().link('f1', { specId: 's1', version: 1, base });
    useSpecFilesStore
      .getState()
      .dispatch('f1', { type: 'editCell', rowId: 'r1', field: 'description', value: 'Mine' });
  });

  it('takes changes of other rows as one undo step and links to the server’s version, sending only mine', () => {
    const theirs = edit(base, 'r3', 'Theirs');
    offerMerge('f1', { version: 2, theirs, base });
    expect(texts(open()?.edit.file)).toEqual([
      'Mine',
      base.data[1]?.description,
      'Theirs',
      base.data[3]?.description,
    ]);
    expect(open()?.edit.past.at(-1)?.label).toBe(MERGE_STEP_LABEL);
    expect(link()).toMatchObject({ version: 2, status: 'saving' });
    const patch = rowPatch(link()?.base ?? base, open()?.edit.file ?? base);
    expect(patch.upsert.map((row) => row.id)).toEqual(['r1']);
    expect(useDialogStore.getState().open).toBeNull();
    useSpecFilesStore.getState().undo('f1');
    expect(texts(open()?.edit.file)?.[0]).toBe('Mine');
    expect(texts(open()?.edit.file)?.[2]).toBe(base.data[2]?.description);
  });

  it('asks when the same row changed on both sides; the choice is one undo step and nothing is sent before it', () => {
    const theirs = edit(edit(base, 'r1', 'Theirs'), 'r4', 'Theirs too');
    offerMerge('f1', { version: 2, theirs, base });
    expect(useDialogStore.getState().open).toMatchObject({ kind: 'specConflict', props: { fileId: 'f1' } });
    expect(link()).toMatchObject({ version: 1, status: 'conflict', incoming: { version: 2 } });
    expect(texts(open()?.edit.file)?.[0]).toBe('Mine');
    resolveConflict('f1', { rows: { r1: 'theirs' } });
    expect(texts(open()?.edit.file)).toEqual([
      'Theirs',
      base.data[1]?.description,
      base.data[2]?.description,
      'Theirs too',
    ]);
    expect(link()).toMatchObject({ version: 2, status: 'saving' });
    expect(link()?.incoming).toBeUndefined();
    useSpecFilesStore.getState().undo('f1');
    expect(texts(open()?.edit.file)?.[0]).toBe('Mine');
  });

  it('after a reload (no common file) keeps every row either side has and asks about rows held differently', () => {
    const theirs = applyCommand(edit(base, 'r2', 'Theirs'), {
      type: 'insertRow',
      anchorId: 'r4',
      position: 'below',
      newId: 't1',
    });
    const { incoming } = relinkTo(
      { version: 5, file: theirs },
      { specId: 's1', version: 1 },
      open()?.edit.file ?? base,
      undefined,
    );
    if (incoming) offerMerge('f1', incoming);
    expect(useDialogStore.getState().open?.kind).toBe('specConflict');
    resolveConflict('f1', { rows: { r2: 'theirs' } });
    expect(open()?.edit.file.data.map((row) => row.id)).toEqual(['r1', 'r2', 'r3', 'r4', 't1']);
    expect(texts(open()?.edit.file)?.slice(0, 2)).toEqual(['Mine', 'Theirs']);
  });

  it('after a reload with the kept copy of the tab’s version, takes the other side’s rows without asking', () => {
    const theirs = edit(base, 'r3', 'Theirs');
    const relinked = relinkTo(
      { version: 5, file: theirs },
      { specId: 's1', version: 1 },
      open()?.edit.file ?? base,
      base,
    );
    expect(relinked).toMatchObject({
      status: 'conflict',
      link: { version: 1, base },
      incoming: { version: 5, base },
    });
    useAccountSpecsStore.getState().link('f1', relinked.link, relinked.status);
    if (relinked.incoming) offerMerge('f1', relinked.incoming);
    expect(useDialogStore.getState().open).toBeNull();
    expect(texts(open()?.edit.file)?.slice(0, 3)).toEqual(['Mine', base.data[1]?.description, 'Theirs']);
    expect(link()).toMatchObject({ version: 5, status: 'saving' });
    expect(rowPatch(link()?.base ?? base, open()?.edit.file ?? base).upsert.map((row) => row.id)).toEqual([
      'r1',
    ]);
  });

  it('after a reload with the server still at the tab’s version, sends the tab’s edits by content, no merge', () => {
    const relinked = relinkTo(
      { version: 1, file: base },
      { specId: 's1', version: 1 },
      open()?.edit.file ?? base,
      base,
    );
    expect(relinked).toMatchObject({ status: 'saved', link: { version: 1, byContent: true } });
    expect(relinked.incoming).toBeUndefined();
  });

  it('after a reload without the kept copy, a tab holding what the server holds is simply saved', () => {
    const mine = open()?.edit.file ?? base;
    const relinked = relinkTo({ version: 7, file: mine }, { specId: 's1', version: 1 }, mine, undefined);
    expect(relinked).toMatchObject({ status: 'saved', link: { version: 7 } });
    expect(relinked.incoming).toBeUndefined();
  });
});
