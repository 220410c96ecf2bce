import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { browserStorage, STORAGE_PREFIX } from '../../state/storage';

/** Where a spec tab's file came from: a repository, the file's path in it and the branch it was read from. */
export interface RepositoryOrigin {
  repositoryId: string;
  path: string;
  branch: string;
}

interface OriginsState {
  origins: Record<string, RepositoryOrigin>;
  setOrigin: (fileId: string, origin: RepositoryOrigin) => void;
}

const isOrigin = (value: unknown): value is RepositoryOrigin =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RepositoryOrigin).repositoryId === 'string' &&
  typeof (value as RepositoryOrigin).path === 'string' &&
  typeof (value as RepositoryOrigin).branch === 'string';

/** The repository origin of each spec file opened from the project tree, kept across reloads. */
export const useRepositoryOrigins = create<OriginsState>()(
  persist(
    (set) => ({
      origins: {},
      setOrigin: (fileId, origin) => set((state) => ({ origins: { ...state.origins, [fileId]: origin } })),
    }),
    {
      name: `${STORAGE_PREFIX}repositoryOrigins`,
      version: 1,
      storage: browserStorage<{ origins: Record<string, RepositoryOrigin> }>(),
      partialize: ({ origins }) => ({ origins }),
      merge: (stored, current) => {
        const origins = (stored as { origins?: Record<string, unknown> } | undefined)?.origins ?? {};
        const valid = Object.entries(origins).filter((entry): entry is [string, RepositoryOrigin] =>
          isOrigin(entry[1]),
        );
        return { ...current, origins: Object.fromEntries(valid) };
      },
    },
  ),
);
