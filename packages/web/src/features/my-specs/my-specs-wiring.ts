import { useEffect } from 'react';
import { usePersistStatus } from '../../persist/use-persistence';
import { useAccountSpecsStore } from '../../state/account-specs';
import { useSpecFilesStore } from '../../state/spec-files';
import { offerMerge, settleStaleSave } from './conflict-wiring';
import { keepLinkBases } from './link-base-wiring';
import { relink } from './relink';
import { startSpecSync } from './spec-sync';
import { saveChanges } from './specs-api';

/** Saves the edits of open files kept in the account to the server, while the app is mounted. */
export function useSpecSync(): void {
  useEffect(() => {
    const accounts = useAccountSpecsStore;
    const sync = startSpecSync({
      files: () => {
        const files: Record<
          string,
          ReturnType<typeof useSpecFilesStore.getState>['specs'][string]['edit']['file']
        > = {};
        for (const [fileId, spec] of Object.entries(useSpecFilesStore.getState().specs)) {
          if (!spec.loading) files[fileId] = spec.edit.file;
        }
        return files;
      },
      links: () => accounts.getState().links,
      save: saveChanges,
      acknowledge: (fileId, version, file) => {
        accounts.getState().acknowledge(fileId, version, file);
        const open = useSpecFilesStore.getState().specs[fileId];
        if (open?.edit.file === file) useSpecFilesStore.getState().markSaved(fileId);
      },
      setStatus: (fileId, status) => accounts.getState().setStatus(fileId, status),
      onStale: settleStaleSave,
      subscribe: (listener) => {
        const offFiles = useSpecFilesStore.subscribe(listener);
        const offLinks = accounts.subscribe(listener);
        return () => {
          offFiles();
          offLinks();
        };
      },
    });
    const stopLinking = keepLinksWithFiles();
    const stopKeepingBases = keepLinkBases();
    return () => {
      sync.stop();
      stopLinking();
      stopKeepingBases();
    };
  }, []);
}

/**
 * Links the files restored after a reload to their specs again (once each), and forgets the link of a file
 * that was closed.
 */
function keepLinksWithFiles(): () => void {
  const tried = new Set<string>();
  const check = () => {
    const { specs } = useSpecFilesStore.getState();
    const accounts = useAccountSpecsStore.getState();
    for (const fileId of Object.keys(accounts.kept)) {
      const open = specs[fileId];
      const kept = accounts.kept[fileId];
      if (!open) {
        if (accounts.links[fileId] || !restoring()) accounts.unlink(fileId);
        continue;
      }
      if (!kept || accounts.links[fileId] || tried.has(fileId) || open.loading) continue;
      tried.add(fileId);
      relink(fileId, kept, open.edit.file)
        .then(({ link, status, incoming }) => {
          useAccountSpecsStore.getState().link(fileId, link, status);
          if (incoming) offerMerge(fileId, incoming);
        })
        .catch((error: unknown) => console.error('Could not link the spec to the account again', error));
    }
  };
  check();
  const offFiles = useSpecFilesStore.subscribe(check);
  const offRestore = usePersistStatus.subscribe(check);
  return () => {
    offFiles();
    offRestore();
  };
}

const restoring = () => usePersistStatus.getState().restoring;

/** The save state of an open file kept in the account, for its status line; undefined when it is not kept. */
export function useSyncStatus(fileId: string | undefined) {
  return useAccountSpecsStore((state) => (fileId ? state.links[fileId]?.status : undefined));
}

/** The account link of an open file, for the history dialog; undefined when it is not kept. */
export function useAccountLink(fileId: string) {
  return useAccountSpecsStore((state) => state.links[fileId]);
}
