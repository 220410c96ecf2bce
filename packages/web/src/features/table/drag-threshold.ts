/** A column header has to be dragged this far before it moves (docs/product-rules.md, "Constants and limits"). */
export const COLUMN_DRAG_THRESHOLD = 10;

export function isBelowThreshold(dx: number, dy: number, threshold: number): boolean {
  return Math.abs(dx) < threshold && Math.abs(dy) < threshold;
}

function isHeaderDragStart(event: PointerEvent, root: HTMLElement): boolean {
  if (event.button !== 0 || !(event.target instanceof Element)) return false;
  const cell = event.target.closest('.ag-header-cell');
  if (!cell || !root.contains(cell)) return false;
  return event.target.closest('.ag-header-cell-resize, button, input') === null;
}

/**
 * AG Grid starts a column drag after 4 px and has no option for it: until a press on a header cell has
 * moved `threshold` px, its pointer moves are held back from the grid (listening in the capture phase
 * on the window, before the grid sees them). Returns the function that removes the listeners.
 */
export function installColumnDragThreshold(
  root: HTMLElement,
  threshold: number = COLUMN_DRAG_THRESHOLD,
): () => void {
  let origin: { x: number; y: number } | null = null;
  const onDown = (event: PointerEvent) => {
    origin = isHeaderDragStart(event, root) ? { x: event.clientX, y: event.clientY } : null;
  };
  const onMove = (event: MouseEvent) => {
    if (!origin) return;
    if (isBelowThreshold(event.clientX - origin.x, event.clientY - origin.y, threshold)) {
      event.stopImmediatePropagation();
    } else {
      origin = null;
    }
  };
  const onEnd = () => {
    origin = null;
  };
  const listeners: [string, EventListener][] = [
    ['pointerdown', onDown as EventListener],
    ['pointermove', onMove as EventListener],
    ['mousemove', onMove as EventListener],
    ['pointerup', onEnd],
    ['pointercancel', onEnd],
  ];
  for (const [type, listener] of listeners) window.addEventListener(type, listener, true);
  return () => {
    for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
  };
}
