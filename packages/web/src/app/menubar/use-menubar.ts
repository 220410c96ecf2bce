import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { focusMenuItem } from './menu-focus';

/** How long focus may leave the menu bar before an open menu closes (docs/product-rules.md, "Screens"). */
export const MENU_BLUR_CLOSE_DELAY_MS = 150;

/** Where focus goes once a menu opens: its first or last item (keyboard) or the menu itself (pointer). */
type OpenFocus = 'first' | 'last' | 'menu';

interface OpenMenu {
  index: number;
  focus: OpenFocus;
}

/** State and behaviour of the menu bar: which menu is open, roving focus, blur delay and outside clicks. */
export function useMenuBar(menuCount: number) {
  const [openMenu, setOpenMenuState] = useState<OpenMenu | null>(null);
  const openMenuRef = useRef<OpenMenu | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuRefs = useRef<(HTMLDivElement | null)[]>([]);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelBlurClose = useCallback(() => clearTimeout(blurTimer.current), []);
  const wrap = useCallback((index: number) => (index + menuCount) % menuCount, [menuCount]);

  const setOpenMenu = useCallback((next: OpenMenu | null) => {
    openMenuRef.current = next;
    setOpenMenuState(next);
  }, []);

  const open = useCallback(
    (index: number, focus: OpenFocus) => {
      setFocusIndex(index);
      setOpenMenu({ index, focus });
    },
    [setOpenMenu],
  );

  const close = useCallback(
    (options: { focusTrigger: boolean }) => {
      const current = openMenuRef.current;
      if (!current) return;
      setOpenMenu(null);
      if (options.focusTrigger) triggerRefs.current[current.index]?.focus();
    },
    [setOpenMenu],
  );

  const focusTrigger = useCallback(
    (index: number) => {
      const target = wrap(index);
      setFocusIndex(target);
      triggerRefs.current[target]?.focus();
    },
    [wrap],
  );

  // Move focus into a menu once it has rendered.
  useEffect(() => {
    if (!openMenu) return;
    const menu = menuRefs.current[openMenu.index];
    if (!menu) return;
    if (openMenu.focus === 'menu') menu.focus();
    else focusMenuItem(menu, openMenu.focus);
  }, [openMenu]);

  // An open menu closes on a click anywhere outside the menu bar.
  useEffect(() => {
    if (!openMenu) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !rootRef.current?.contains(event.target))
        close({ focusTrigger: false });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [openMenu, close]);

  useEffect(() => cancelBlurClose, [cancelBlurClose]);

  const onRootBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    cancelBlurClose();
    blurTimer.current = setTimeout(() => close({ focusTrigger: false }), MENU_BLUR_CLOSE_DELAY_MS);
  };

  const onTriggerKeyDown = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const isOpen = openMenu !== null;
    const moveTo = (target: number) => (isOpen ? open(wrap(target), 'first') : focusTrigger(target));
    switch (event.key) {
      case 'ArrowRight':
        moveTo(index + 1);
        break;
      case 'ArrowLeft':
        moveTo(index - 1);
        break;
      case 'Home':
        focusTrigger(0);
        break;
      case 'End':
        focusTrigger(menuCount - 1);
        break;
      case 'ArrowDown':
      case 'Enter':
      case ' ':
        open(index, 'first');
        break;
      case 'ArrowUp':
        open(index, 'last');
        break;
      case 'Escape':
        close({ focusTrigger: true });
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onTriggerClick = (index: number) => {
    if (openMenu?.index === index) close({ focusTrigger: true });
    else open(index, 'menu');
  };

  /** Hovering another top menu while one is open switches to it. */
  const onTriggerPointerEnter = (index: number) => {
    if (openMenu && openMenu.index !== index) open(index, 'menu');
  };

  /** Left/Right inside an open menu move to the neighbouring menu. */
  const openNeighbour = (index: number, step: 1 | -1) => open(wrap(index + step), 'first');

  return {
    rootRef,
    triggerRefs,
    menuRefs,
    openIndex: openMenu?.index ?? null,
    focusIndex,
    open,
    close,
    openNeighbour,
    onRootBlur,
    onRootFocus: cancelBlurClose,
    onTriggerKeyDown,
    onTriggerClick,
    onTriggerPointerEnter,
  };
}
