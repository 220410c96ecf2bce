import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSpecFilesStore, isDirty } from '../state/spec-files';
import { specTab } from '../state/spec-tabs';
import { specFileFixture } from '../test/spec-fixture';
import { startAutosave } from './autosave';
import { deleteStoredSpec, readStoredSpec, storedSpecIds, writeStoredSpec } from './open-spec-db';
import { restoreOpenSpecs } from './restore';
import { writeJournal } from './unload-journal';

afterEach(async () => {
  for (const id of await storedSpecIds()) await deleteStoredSpec(id);
});

describe('autosave', () => {
  it('writes changed specs with their unsaved state and deletes closed ones', async () => {
    const store = createSpecFilesStore();
    const autosave = startAutosave(store, 10_000);
    const file = specFileFixture(3, 'auto-1');
    store.getState().addSpec(file);
    await autosave.flush();
    expect(await readStoredSpec('auto-1')).toMatchObject({ dirty: false, file: { id: 'auto-1' } });

    store
      .getState()
      .dispatch('auto-1', { type: 'editCell', rowId: 'r2', field: 'description', value: 'Typed' });
    await autosave.flush();
    const stored = await readStoredSpec('auto-1');
    expect(stored?.dirty).toBe(true);
    expect(stored?.file.data[1]?.description).toBe('Typed');

    store.getState().removeSpec('auto-1');
    await autosave.flush();
    expect(await readStoredSpec('auto-1')).toBeUndefined();
    autosave.stop();
  });

  it('waits for a quiet moment before writing', async () => {
    const store = createSpecFilesStore();
    const autosave = startAutosave(store, 300);
    store.getState().addSpec(specFileFixture(1, 'auto-2'));
    expect(await storedSpecIds()).toEqual([]);
    await vi.waitFor(async () => expect(await storedSpecIds()).toEqual(['auto-2']), { timeout: 3000 });
    autosave.stop();
  });
});

describe('restore', () => {
  it('brings back the open tabs’ files with their unsaved state and closes tabs it cannot restore', async () => {
    const edited = specFileFixture(2, 'kept');
    await writeStoredSpec({ version: 2, file: edited, dirty: true, storedAt: 1, past: [], future: [] });
    const orphan = specFileFixture(1, 'orphan');
    await writeStoredSpec({ version: 2, file: orphan, dirty: false, storedAt: 1, past: [], future: [] });
    const tabs = [specTab(edited), specTab(specFileFixture(1, 'lost'))];
    const closeTab = vi.fn();
    const store = createSpecFilesStore();

    await restoreOpenSpecs({ tabs, closeTab }, store.getState());

    const restored = store.getState().specs.kept;
    expect(restored?.edit.file).toEqual(edited);
    expect(isDirty(restored)).toBe(true);
    expect(closeTab).toHaveBeenCalledWith('spec-lost');
    expect(await storedSpecIds()).toEqual(['kept']);
  });

  it('brings back a file’s links, from IndexedDB and from the unload journal', async () => {
    const link = { from: 'r2', to: 'r1', type: 'verifies' };
    const store = createSpecFilesStore();
    const autosave = startAutosave(store, 10_000);
    store.getState().addSpec(specFileFixture(3, 'linked'));
    store.getState().dispatch('linked', { type: 'addLink', link });
    await autosave.flush();
    autosave.stop();
    const restored = createSpecFilesStore();
    await restoreOpenSpecs(
      { tabs: [specTab(specFileFixture(3, 'linked'))], closeTab: vi.fn() },
      restored.getState(),
    );
    expect(restored.getState().specs.linked?.edit.file.links).toEqual([link]);

    const journalled = { ...specFileFixture(3, 'journal'), links: [link] };
    writeJournal({ file: journalled, dirty: true, storedAt: Date.now() });
    const fromJournal = createSpecFilesStore();
    await restoreOpenSpecs({ tabs: [specTab(journalled)], closeTab: vi.fn() }, fromJournal.getState());
    expect(fromJournal.getState().specs.journal?.edit.file.links).toEqual([link]);
  });

  it('ignores a stored value of the wrong shape', async () => {
    await writeStoredSpec({ version: 2, file: { id: 'bad' }, dirty: false, storedAt: 1 } as never);
    expect(await readStoredSpec('bad')).toBeUndefined();
    const file = specFileFixture(1, 'steps');
    await writeStoredSpec({ version: 2, file, dirty: false, storedAt: 1, past: [{}], future: [] } as never);
    expect(await readStoredSpec('steps')).toBeUndefined();
  });
});
