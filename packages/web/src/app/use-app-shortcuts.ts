import { useEffect } from 'react';
import { appActions } from '../actions/app-actions';
import { createShortcutDispatcher } from '../actions/shortcut-dispatcher';
import { useDialogStore } from '../state/dialogs';
import { IS_MAC } from './platform';

/** Listens for the actions' keyboard shortcuts while the app is mounted (not while a modal is open). */
export function useAppShortcuts(): void {
  useEffect(() => {
    const dispatch = createShortcutDispatcher(appActions, {
      isMac: IS_MAC,
      isBlocked: () => {
        return useDialogStore.getState().open !== null;
      },
    });
    const onKeyDown = (event: KeyboardEvent) => {
      dispatch(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
