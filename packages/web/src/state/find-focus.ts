import { create } from 'zustand';

/** Set by Ctrl+F; the table's find box takes the focus (and selects its text) and clears it. */
export const useFindFocus = create<{ pending: boolean }>(() => ({ pending: false }));

export function requestFindFocus(): void {
  useFindFocus.setState({ pending: true });
}

export function findFocusHandled(): void {
  useFindFocus.setState({ pending: false });
}
