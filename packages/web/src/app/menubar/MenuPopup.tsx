import type { KeyboardEvent, Ref } from 'react';
import { MenuItemButton } from './MenuItemButton';
import { type MenuDefinition, SEPARATOR } from './menu-definitions';
import { focusMenuItem, focusMenuItemStartingWith, type MenuFocusTarget } from './menu-focus';
import { SubmenuItem } from './SubmenuItem';

interface MenuPopupProps {
  menu: MenuDefinition;
  menuRef: Ref<HTMLDivElement>;
  triggerId: string;
  onClose: (options: { focusTrigger: boolean }) => void;
  onNeighbour: (step: 1 | -1) => void;
}

const FOCUS_KEYS: Partial<Record<string, MenuFocusTarget>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

function isTypeAheadKey(event: KeyboardEvent): boolean {
  return event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** The drop-down of one top menu (role=menu), navigated with Up/Down/Home/End and type-ahead. */
export function MenuPopup({ menu, menuRef, triggerId, onClose, onNeighbour }: MenuPopupProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    const focusTarget = FOCUS_KEYS[event.key];
    if (focusTarget) focusMenuItem(element, focusTarget);
    else if (event.key === 'ArrowRight') onNeighbour(1);
    else if (event.key === 'ArrowLeft') onNeighbour(-1);
    else if (event.key === 'Escape') onClose({ focusTrigger: true });
    else if (event.key === 'Tab') return onClose({ focusTrigger: false });
    else if (isTypeAheadKey(event)) return focusMenuItemStartingWith(element, event.key);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div
      ref={menuRef}
      role="menu"
      aria-labelledby={triggerId}
      tabIndex={-1}
      className="menu-popup"
      onKeyDown={onKeyDown}
      // Clicks inside the menu must not move focus (which would start the blur-close delay).
      onMouseDown={(event) => event.preventDefault()}
    >
      {menu.entries.map((entry, index) =>
        entry === SEPARATOR ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: separators have no identity besides their place
          <hr key={`separator-${index}`} className="menu-separator" />
        ) : typeof entry === 'string' ? (
          <MenuItemButton key={entry} actionId={entry} onBeforeRun={() => onClose({ focusTrigger: true })} />
        ) : (
          <SubmenuItem
            key={entry.submenu}
            submenu={entry}
            onBeforeRun={() => onClose({ focusTrigger: true })}
          />
        ),
      )}
    </div>
  );
}
