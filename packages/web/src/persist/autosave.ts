import type { EditState } from '@specwright/core';
import { isDirty, type OpenSpec, type SpecFilesState } from '../state/spec-files';
import { whenIdle } from '../ui/when-idle';
import { deleteStoredSpec, writeStoredSpec } from './open-spec-db';
import { persistedHistory } from './persisted-history';
import { removeJournal, writeJournal } from './unload-journal';

export const AUTOSAVE_DELAY_MS = 800;
interface Written {
  edit: EditState;
  dirty: boolean;
}

interface SpecStore {
  getState: () => SpecFilesState;
  subscribe: (listener: (state: SpecFilesState) => void) => () => void;
}

const sameAs = (written: Written | undefined, spec: OpenSpec) =>
  written?.edit === spec.edit && written.dirty === isDirty(spec);

/**
 * Keeps IndexedDB in step with the open specs (file, unsaved state, undo history): a changed spec is
 * written after a short quiet period once the browser is idle (copying a 100,000-row file into IndexedDB
 * blocks the page for a moment, so it must not delay the first rows being painted), and at once when the
 * page is hidden; a closed one is deleted. When the page goes away before a write has finished, the newest
 * file goes to the synchronous unload journal too, so an edit followed at once by a reload is not lost.
 */
export function startAutosave(
  specStore: SpecStore,
  delayMs = AUTOSAVE_DELAY_MS,
): { flush: () => Promise<void>; stop: () => void } {
  /** What a write has begun for, and what IndexedDB is known to hold. */
  const started = new Map<string, Written>();
  const durable = new Map<string, Written>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle = () => {};

  const write = async (fileId: string, spec: OpenSpec) => {
    const written = { edit: spec.edit, dirty: isDirty(spec) };
    started.set(fileId, written);
    const history = persistedHistory(spec.edit);
    await writeStoredSpec({
      version: 2,
      file: spec.edit.file,
      dirty: written.dirty,
      storedAt: Date.now(),
      ...history,
    });
    durable.set(fileId, written);
    removeJournal(fileId);
  };

  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    cancelIdle();
    const specs = specStore.getState().specs;
    const writes: Promise<void>[] = [];
    for (const [fileId, spec] of Object.entries(specs) as [string, OpenSpec][]) {
      // A file still being read is not kept until it is whole.
      if (!spec.loading && !sameAs(started.get(fileId), spec)) writes.push(write(fileId, spec));
    }
    for (const fileId of [...started.keys()]) {
      if (specs[fileId]) continue;
      started.delete(fileId);
      durable.delete(fileId);
      removeJournal(fileId);
      writes.push(deleteStoredSpec(fileId));
    }
    await Promise.all(writes);
  };

  /** Synchronous: the page may be gone before any promise settles. */
  const journalUnwritten = () => {
    for (const [fileId, spec] of Object.entries(specStore.getState().specs) as [string, OpenSpec][]) {
      if (spec.loading || sameAs(durable.get(fileId), spec)) continue;
      writeJournal({
        file: spec.edit.file,
        dirty: isDirty(spec),
        storedAt: Date.now(),
        past: spec.edit.past,
      });
    }
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      cancelIdle = whenIdle(() => void flush().catch(reportFailure));
    }, delayMs);
  };
  const onHidden = () => {
    if (document.visibilityState !== 'hidden') return;
    void flush().catch(reportFailure);
    journalUnwritten();
  };
  const onPageHide = () => {
    void flush().catch(reportFailure);
    journalUnwritten();
  };

  // Specs already open (e.g. just restored) count as written.
  for (const [fileId, spec] of Object.entries(specStore.getState().specs) as [string, OpenSpec][]) {
    const written = { edit: spec.edit, dirty: isDirty(spec) };
    started.set(fileId, written);
    durable.set(fileId, written);
  }
  const unsubscribe = specStore.subscribe(schedule);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  return {
    flush,
    stop: () => {
      unsubscribe();
      clearTimeout(timer);
      cancelIdle();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
    },
  };
}

function reportFailure(error: unknown): void {
  console.error('Autosave failed', error);
}
