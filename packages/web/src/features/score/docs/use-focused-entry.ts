import { useEffect, useRef } from 'react';
import { useDocsFocus } from './docs-focus';

/**
 * Opens and scrolls to the entry a score cell asked for (by its finding title), or to the display bands
 * when it named no finding; the entry's summary takes the focus so the keyboard continues from there.
 */
export function useFocusedEntry() {
  const pageRef = useRef<HTMLElement>(null);
  const { findingTitle, request } = useDocsFocus();
  useEffect(() => {
    const page = pageRef.current;
    if (!page || request === 0) return;
    const entry = [...page.querySelectorAll<HTMLDetailsElement>('details[data-title]')].find(
      (details) => details.dataset.title === findingTitle,
    );
    if (entry) {
      entry.open = true;
      entry.scrollIntoView({ block: 'start' });
      entry.querySelector<HTMLElement>('summary')?.focus();
      return;
    }
    page.querySelector('#score-docs-bands')?.scrollIntoView({ block: 'start' });
  }, [findingTitle, request]);
  return pageRef;
}
