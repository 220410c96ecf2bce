/** Focus helpers for a role=menu element whose items are its [role^="menuitem"] descendants. */

export type MenuFocusTarget = 'first' | 'last' | 'next' | 'previous';

export function menuItems(menu: HTMLElement): HTMLElement[] {
  // A submenu's items belong to the submenu, not to the menu that holds it.
  return Array.from(menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')).filter(
    (item) => item.parentElement?.closest('[role="menu"]') === menu,
  );
}

function focusedIndex(items: HTMLElement[]): number {
  const active = document.activeElement;
  return active instanceof HTMLElement ? items.indexOf(active) : -1;
}

export function focusMenuItem(menu: HTMLElement, target: MenuFocusTarget): void {
  const items = menuItems(menu);
  if (items.length === 0) return;
  const current = focusedIndex(items);
  const last = items.length - 1;
  const index = {
    first: 0,
    last,
    next: current < 0 || current === last ? 0 : current + 1,
    previous: current <= 0 ? last : current - 1,
  }[target];
  items[index]?.focus();
}

/** Type-ahead: focuses the next item after the current one whose label starts with `character`. */
export function focusMenuItemStartingWith(menu: HTMLElement, character: string): void {
  const items = menuItems(menu);
  const current = focusedIndex(items);
  const ordered = [...items.slice(current + 1), ...items.slice(0, current + 1)];
  const wanted = character.toLowerCase();
  ordered.find((item) => item.textContent?.trim().toLowerCase().startsWith(wanted))?.focus();
}
