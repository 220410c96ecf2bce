import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { MenuItemButton } from './MenuItemButton';
import type { SubmenuDefinition } from './menu-definitions';
import { focusMenuItem, type MenuFocusTarget } from './menu-focus';

const FOCUS_KEYS: Partial<Record<string, MenuFocusTarget>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/** An item that opens a submenu to its right (File → Import, File → Export): Right, Enter or hover open it, Left or Escape close it. */
export function SubmenuItem({
  submenu,
  onBeforeRun,
}: {
  submenu: SubmenuDefinition;
  onBeforeRun: () => void;
}) {
  const [open, setOpen] = useState<'closed' | 'hover' | 'keyboard'>('closed');
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (open === 'keyboard' && menu.current) focusMenuItem(menu.current, 'first');
  }, [open]);

  const close = () => {
    setOpen('closed');
    trigger.current?.focus();
  };
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowRight', 'Enter', ' '].includes(event.key)) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen('keyboard');
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = FOCUS_KEYS[event.key];
    if (target) focusMenuItem(event.currentTarget, target);
    else if (event.key === 'ArrowLeft' || event.key === 'Escape') close();
    else if (event.key === 'ArrowRight') {
      // Stays in the submenu rather than moving to the next top menu.
    } else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div
      role="none"
      className="menu-submenu"
      onPointerLeave={() => setOpen((state) => (state === 'hover' ? 'closed' : state))}
    >
      <button
        ref={trigger}
        id={id}
        type="button"
        role="menuitem"
        aria-haspopup="menu"
        aria-expanded={open !== 'closed'}
        tabIndex={-1}
        className="menu-item"
        onPointerMove={(event) => {
          if (document.activeElement !== event.currentTarget && open === 'closed')
            event.currentTarget.focus();
          if (open === 'closed') setOpen('hover');
        }}
        onClick={() => setOpen('keyboard')}
        onKeyDown={onTriggerKeyDown}
      >
        <span className="menu-item__label">{submenu.label}</span>
        <span className="menu-item__shortcut" aria-hidden="true">
          ▸
        </span>
      </button>
      {open === 'closed' ? null : (
        <div
          ref={menu}
          role="menu"
          aria-labelledby={id}
          tabIndex={-1}
          className="menu-popup menu-popup--submenu"
          onKeyDown={onMenuKeyDown}
        >
          {submenu.entries.map((entry) => (
            <MenuItemButton key={entry} actionId={entry} onBeforeRun={onBeforeRun} />
          ))}
        </div>
      )}
    </div>
  );
}
