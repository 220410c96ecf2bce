import { create } from 'zustand';

const NONE: ReadonlySet<string> = new Set();

interface OpenFoldersState {
  byTree: Readonly<Record<string, ReadonlySet<string>>>;
  setOpen: (treeKey: string, path: string, open: boolean) => void;
}

/** Which folders of each repository's tree are open: kept while the project panel is hidden and shown again. */
export const useOpenFolders = create<OpenFoldersState>()((set) => ({
  byTree: {},
  setOpen: (treeKey, path, open) =>
    set((state) => {
      const next = new Set(state.byTree[treeKey] ?? NONE);
      if (open) next.add(path);
      else next.delete(path);
      return { byTree: { ...state.byTree, [treeKey]: next } };
    }),
}));

export function useOpenFoldersOf(treeKey: string): ReadonlySet<string> {
  return useOpenFolders((state) => state.byTree[treeKey] ?? NONE);
}
