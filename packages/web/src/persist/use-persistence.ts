import { useEffect } from 'react';
import { create } from 'zustand';
import { useSpecFilesStore } from '../state/spec-files';
import { useTabSetStore } from '../state/tab-set';
import { startAutosave } from './autosave';
import { restoreOpenSpecs } from './restore';

/** True until the open specs of the last session are back; spec tabs wait for it. */
export const usePersistStatus = create<{ restoring: boolean }>(() => ({ restoring: true }));

/** Restores the open specs once, then autosaves every change to IndexedDB while the app is mounted. */
export function usePersistence(): void {
  useEffect(() => {
    let cancelled = false;
    let stopAutosave: (() => void) | undefined;
    restoreOpenSpecs(useTabSetStore.getState(), useSpecFilesStore.getState())
      .catch((error: unknown) => console.error('Could not restore the open files', error))
      .finally(() => {
        usePersistStatus.setState({ restoring: false });
        if (!cancelled) stopAutosave = startAutosave(useSpecFilesStore).stop;
      });
    return () => {
      cancelled = true;
      stopAutosave?.();
    };
  }, []);
}
