import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Scrolls the strip the least needed to show these elements (a tab and its close button) whole. */
function scrollIntoStrip(scroller: HTMLElement, elements: readonly (HTMLElement | undefined)[]): void {
  const boxes = elements
    .filter((element) => element !== undefined)
    .map((element) => element.getBoundingClientRect());
  if (boxes.length === 0) return;
  const view = scroller.getBoundingClientRect();
  const start = Math.min(...boxes.map((box) => box.left));
  const end = Math.max(...boxes.map((box) => box.right));
  if (start < view.left) scroller.scrollLeft -= view.left - start;
  else if (end > view.right) scroller.scrollLeft += Math.min(end - view.right, start - view.left);
}

/**
 * Keeps the active tab with its close button in view: each time another tab becomes active (a click, the
 * keyboard, the overflow menu, opening a tab) and when the strip is resized.
 */
export function useActiveTabInView(
  strip: RefObject<HTMLElement | null>,
  activeTabId: string | null,
  elementsOf: (tabId: string) => readonly (HTMLElement | undefined)[],
): void {
  const latest = useRef({ activeTabId, elementsOf });
  latest.current = { activeTabId, elementsOf };
  const scroll = useCallback(() => {
    const { activeTabId: id, elementsOf: elements } = latest.current;
    if (strip.current && id) scrollIntoStrip(strip.current, elements(id));
  }, [strip]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for a newly active tab, not on every render
  useEffect(scroll, [activeTabId, scroll]);
  useEffect(() => {
    if (!strip.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(scroll);
    observer.observe(strip.current);
    return () => observer.disconnect();
  }, [strip, scroll]);
}

/** Whether the strip's content is wider than the strip, rechecked when it resizes or `contentKey` changes. */
export function useOverflowing(strip: RefObject<HTMLElement | null>, contentKey: unknown): boolean {
  const [overflowing, setOverflowing] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: contentKey stands for the tabs, whose widths change the content
  useLayoutEffect(() => {
    const element = strip.current;
    if (!element) return;
    const check = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [strip, contentKey]);
  return overflowing;
}
