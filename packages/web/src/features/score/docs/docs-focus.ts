import { create } from 'zustand';

interface DocsFocus {
  /** The finding whose entry the documentation page opens and scrolls to; null: the score scale. */
  findingTitle: string | null;
  /** Bumped by every request, so asking for the same entry twice scrolls to it again. */
  request: number;
}

export const useDocsFocus = create<DocsFocus>(() => ({ findingTitle: null, request: 0 }));

/** Asks the documentation page to show one finding's entry (or the score scale). */
export function focusDocsEntry(findingTitle: string | null): void {
  useDocsFocus.setState((state) => ({ findingTitle, request: state.request + 1 }));
}
