import { create } from 'zustand';

/**
 * Set when a row's links are asked for (the Links column, Enter on its cell): the properties panel's Links
 * section of that row scrolls into view and takes the focus, then clears it.
 */
export const useLinksFocus = create<{ rowId: string | null }>(() => ({ rowId: null }));

export function requestLinksFocus(rowId: string): void {
  useLinksFocus.setState({ rowId });
}

export function linksFocusHandled(): void {
  useLinksFocus.setState({ rowId: null });
}
