import { create } from 'zustand';

interface WorkspacesPageState {
  /** The workspace the Workspaces tab shows, or null for the list of them. */
  openId: string | null;
  show: (workspaceId: string | null) => void;
}

/** Which workspace the Workspaces tab shows: kept while the tab is hidden behind another. */
export const useWorkspacesPageStore = create<WorkspacesPageState>()((set) => ({
  openId: null,
  show: (openId) => set({ openId }),
}));
