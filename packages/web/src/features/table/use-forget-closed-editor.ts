import { useEffect } from 'react';

/**
 * Calls `forget` once the cell editor `element` has left the page: an editor closed with Escape or by
 * the grid may disappear without a focus event.
 */
export function useForgetClosedEditor(element: HTMLElement | null, forget: () => void): void {
  useEffect(() => {
    if (!element) return;
    const timer = setInterval(() => {
      if (!element.isConnected) forget();
    }, 400);
    return () => clearInterval(timer);
  }, [element, forget]);
}
