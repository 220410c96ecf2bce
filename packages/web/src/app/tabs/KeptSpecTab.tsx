import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

type ScrollOffset = readonly [element: Element, top: number, left: number];

/** The scroll offsets inside a subtree (a detached element loses them), to put back when it is shown again. */
function scrollOffsets(root: Element): ScrollOffset[] {
  return Array.from(root.querySelectorAll('*'))
    .filter((element) => element.scrollTop !== 0 || element.scrollLeft !== 0)
    .map((element) => [element, element.scrollTop, element.scrollLeft] as const);
}

/**
 * A spec tab's content, kept mounted while another tab is shown: its own element is moved into the tab
 * panel while its tab is active and out of the document otherwise. A large file's grid is then built
 * once, not again at each tab switch, and a hidden tab leaves no duplicate ids, test ids or accessible
 * elements behind. Its scroll positions come back with it.
 */
export function KeptSpecTab({ panel, children }: { panel: HTMLElement | null; children: ReactNode }) {
  const [container] = useState(() => {
    const element = document.createElement('div');
    element.className = 'tab-content__kept';
    return element;
  });
  const offsets = useRef<ScrollOffset[]>([]);
  useLayoutEffect(() => {
    if (!panel) return;
    panel.appendChild(container);
    for (const [element, top, left] of offsets.current) {
      element.scrollTop = top;
      element.scrollLeft = left;
    }
    return () => {
      offsets.current = scrollOffsets(container);
      container.remove();
    };
  }, [panel, container]);
  return createPortal(children, container);
}
