import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { createSpecFilesStore, isDirty } from '../state/spec-files';
import { specTab } from '../state/spec-tabs';
import { specFileFixture } from '../test/spec-fixture';
import { startAutosave } from './autosave';
import { deleteStoredSpec, readStoredSpec, storedSpecIds, writeStoredSpec } from './open-spec-db';
import { MAX_PERSISTED_STEPS, persistedHistory } from './persisted-history';
import { JOURNAL_STEP_LABEL, restoreOpenSpecs } from './restore';
import {
  journalIds,
  MAX_JOURNAL_STEP_ROWS,
  MAX_JOURNAL_STEPS,
  readJournal,
  removeJournal,
  writeJournal,
} from './unload-journal';

afterEach(async () => {
  for (const id of await storedSpecIds()) await deleteStoredSpec(id);
  for (const id of journalIds()) removeJournal(id);
});

const edit = (value: string, rowId = 'r1') =>
  ({ type: 'editCell', rowId, field: 'description', value }) as const;

async function restoreInto(fileId: string) {
  const store = createSpecFilesStore();
  await restoreOpenSpecs(
    { tabs: [specTab(specFileFixture(1, fileId))], closeTab: () => undefined },
    store.getState(),
  );
  return store;
}

describe('the undo history across a reload', () => {
  it('comes back with the file: undo and redo work as before the reload', async () => {
    const store = createSpecFilesStore();
    const autosave = startAutosave(store, 10_000);
    store.getState().addSpec(specFileFixture(2, 'hist'));
    store.getState().dispatch('hist', edit('First'));
    store.getState().dispatch('hist', edit('Second'));
    store.getState().undo('hist');
    await autosave.flush();
    autosave.stop();

    const restored = await restoreInto('hist');
    const state = () => restored.getState().specs.hist;
    expect(state()?.edit.file.data[0]?.description).toBe('First');
    expect(state()?.edit.past).toHaveLength(1);
    expect(state()?.edit.future).toHaveLength(1);
    restored.getState().redo('hist');
    expect(state()?.edit.file.data[0]?.description).toBe('Second');
    restored.getState().undo('hist');
    restored.getState().undo('hist');
    expect(state()?.edit.file.data[0]?.description).toBe(specFileFixture(2, 'hist').data[0]?.description);
  });

  it('keeps fewer steps of a big spec', () => {
    const file = specFileFixture(50_000, 'big');
    const step = { label: 'edit', before: file, after: file };
    const history = persistedHistory({ file, past: Array(150).fill(step), future: Array(5).fill(step) });
    expect(history.past.length + history.future.length).toBe(19);
    const small = persistedHistory({
      file: specFileFixture(3, 's'),
      past: Array(150).fill(step),
      future: [],
    });
    expect(small.past).toHaveLength(MAX_PERSISTED_STEPS);
  });

  it('reads a spec stored before the history was kept, without undo steps', async () => {
    const file = specFileFixture(1, 'old');
    // The database and store autosave uses.
    await set('old', { version: 1, file, dirty: true, storedAt: 5 }, createStore('specwright', 'open-specs'));
    expect(await readStoredSpec('old')).toMatchObject({ file, dirty: true, past: [], future: [] });
  });
});

describe('the unload journal', () => {
  it('is written synchronously when the page goes away before the autosave write finished', () => {
    const store = createSpecFilesStore();
    const autosave = startAutosave(store, 10_000);
    store.getState().addSpec(specFileFixture(2, 'gone'));
    store.getState().dispatch('gone', edit('Typed just before the reload'));
    window.dispatchEvent(new Event('pagehide'));
    expect(readJournal('gone')?.file.data[0]?.description).toBe('Typed just before the reload');
    expect(readJournal('gone')?.dirty).toBe(true);
    autosave.stop();
  });

  it('is removed once IndexedDB holds the file', async () => {
    const store = createSpecFilesStore();
    const autosave = startAutosave(store, 10_000);
    store.getState().addSpec(specFileFixture(2, 'kept'));
    window.dispatchEvent(new Event('pagehide'));
    await autosave.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readJournal('kept')).toBeUndefined();
    autosave.stop();
  });

  it('wins over an older autosave on restore, and undo goes back to the autosaved file', async () => {
    const autosaved = specFileFixture(2, 'both');
    await writeStoredSpec({ version: 2, file: autosaved, dirty: false, storedAt: 10, past: [], future: [] });
    const newer = {
      ...autosaved,
      data: autosaved.data.map((row, index) => (index === 0 ? { ...row, description: 'Newer' } : row)),
    };
    expect(writeJournal({ file: newer, dirty: true, storedAt: 20 })).toBe(true);

    const restored = await restoreInto('both');
    const spec = () => restored.getState().specs.both;
    expect(spec()?.edit.file.data[0]?.description).toBe('Newer');
    expect(isDirty(spec())).toBe(true);
    expect(spec()?.edit.past.at(-1)?.label).toBe(JOURNAL_STEP_LABEL);
    restored.getState().undo('both');
    expect(spec()?.edit.file).toEqual(autosaved);
    expect(readJournal('both')).toBeUndefined();
    expect((await readStoredSpec('both'))?.file.data[0]?.description).toBe('Newer');
  });

  it('brings back a file opened just before the reload, which autosave never wrote', async () => {
    const file = specFileFixture(1, 'fresh');
    writeJournal({ file, dirty: false, storedAt: 1 });
    const restored = await restoreInto('fresh');
    expect(restored.getState().specs.fresh?.edit.file).toEqual(file);
  });

  it('keeps the undo steps of a file autosave never wrote: an edit made just before the reload can be undone', async () => {
    const store = createSpecFilesStore();
    const autosave = startAutosave(store, 10_000);
    const opened = specFileFixture(2, 'unwritten');
    store.getState().addSpec(opened);
    store.getState().dispatch('unwritten', edit('Typed at once'));
    window.dispatchEvent(new Event('pagehide'));
    const journal = readJournal('unwritten');
    expect(journal?.past).toHaveLength(1);
    // The page goes away before IndexedDB's write completes: only the journal is left.
    await autosave.flush();
    autosave.stop();
    await deleteStoredSpec('unwritten');
    if (journal) writeJournal(journal);

    const restored = await restoreInto('unwritten');
    const spec = () => restored.getState().specs.unwritten;
    expect(spec()?.edit.file.data[0]?.description).toBe('Typed at once');
    restored.getState().undo('unwritten');
    expect(spec()?.edit.file).toEqual(opened);
    restored.getState().redo('unwritten');
    expect(spec()?.edit.file.data[0]?.description).toBe('Typed at once');
  });

  it('writes fewer steps of a big file, and the file alone when no step fits', () => {
    const big = specFileFixture(MAX_JOURNAL_STEP_ROWS / 2, 'big');
    const step = { label: 'edit', before: big, after: big };
    writeJournal({ file: big, dirty: true, storedAt: 1, past: Array(MAX_JOURNAL_STEPS + 5).fill(step) });
    expect(readJournal('big')?.past).toHaveLength(2);
    const huge = specFileFixture(MAX_JOURNAL_STEP_ROWS + 1, 'huge');
    writeJournal({
      file: huge,
      dirty: true,
      storedAt: 1,
      past: [{ label: 'edit', before: huge, after: huge }],
    });
    expect(readJournal('huge')?.past).toEqual([]);
    expect(readJournal('huge')?.file.data).toHaveLength(MAX_JOURNAL_STEP_ROWS + 1);
  });

  it('drops entries no tab refers to, and entries of the wrong shape', async () => {
    writeJournal({ file: specFileFixture(1, 'stray'), dirty: true, storedAt: 1 });
    window.localStorage.setItem('specwright.unsaved-spec.broken', '{"file":{"id":"broken"}}');
    expect(readJournal('broken')).toBeUndefined();
    await restoreInto('other');
    expect(journalIds()).toEqual([]);
  });
});
