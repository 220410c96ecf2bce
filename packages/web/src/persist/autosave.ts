import type { RequirementFile } from '@specwright/core';
import { isDirty, type OpenSpec, type SpecFilesState } from '../state/spec-files';
import { deleteStoredSpec, writeStoredSpec } from './open-spec-db';

export const AUTOSAVE_DELAY_MS = 800;

interface Written {
  file: RequirementFile;
  dirty: boolean;
}

interface SpecStore {
  getState: () => SpecFilesState;
  subscribe: (listener: (state: SpecFilesState) => void) => () => void;
}

/**
 * Keeps IndexedDB in step with the open specs: a changed spec is written after a short quiet period
 * (and at once when the page is hidden), a closed one is deleted. Nothing typed is lost on a reload or crash.
 */
export function startAutosave(
  specStore: SpecStore,
  delayMs = AUTOSAVE_DELAY_MS,
): { flush: () => Promise<void>; stop: () => void } {
  const written = new Map<string, Written>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const specs = specStore.getState().specs;
    const writes: Promise<void>[] = [];
    for (const [fileId, spec] of Object.entries(specs) as [string, OpenSpec][]) {
      const file = spec.edit.file;
      const dirty = isDirty(spec);
      const last = written.get(fileId);
      if (last?.file === file && last.dirty === dirty) continue;
      written.set(fileId, { file, dirty });
      writes.push(writeStoredSpec({ version: 1, file, dirty, storedAt: Date.now() }));
    }
    for (const fileId of [...written.keys()]) {
      if (specs[fileId]) continue;
      written.delete(fileId);
      writes.push(deleteStoredSpec(fileId));
    }
    await Promise.all(writes);
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void flush().catch(reportFailure), delayMs);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void flush().catch(reportFailure);
  };

  // Specs already open (e.g. just restored) count as written.
  for (const [fileId, spec] of Object.entries(specStore.getState().specs) as [string, OpenSpec][]) {
    written.set(fileId, { file: spec.edit.file, dirty: isDirty(spec) });
  }
  const unsubscribe = specStore.subscribe(schedule);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onHidden);
  return {
    flush,
    stop: () => {
      unsubscribe();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onHidden);
    },
  };
}

function reportFailure(error: unknown): void {
  console.error('Autosave failed', error);
}
