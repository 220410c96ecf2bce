import { useEffect } from 'react';
import { useAccountSpecsStore } from '../../state/account-specs';
import { useNoticeStore } from '../../state/notices';
import { useSpecFilesStore } from '../../state/spec-files';
import { startSpecSync } from './spec-sync';
import { saveChanges } from './specs-api';

/** What the user is told when another tab or browser saved the spec first. */
export const CONFLICT_NOTICE = {
  title: 'This spec was changed somewhere else',
  lines: [
    'Your edits are kept in this tab; they were not saved over the other changes, and no more edits are sent.',
    'Open the spec from My Specs in another window to see the other changes, or use File → Save to My Specs to keep this tab as a new spec.',
  ],
} as const;

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
      onConflict: () => useNoticeStore.getState().showNotice(CONFLICT_NOTICE.title, CONFLICT_NOTICE.lines),
      subscribe: (listener) => {
        const offFiles = useSpecFilesStore.subscribe(listener);
        const offLinks = accounts.subscribe(listener);
        return () => {
          offFiles();
          offLinks();
        };
      },
    });
    return sync.stop;
  }, []);
}

/** The save state of an open file kept in the account, for its status line; undefined when it is not kept. */
export function useSyncStatus(fileId: string | undefined) {
  return useAccountSpecsStore((state) => (fileId ? state.links[fileId]?.status : undefined));
}
