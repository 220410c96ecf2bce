import type { Row } from '@specwright/core';
import type { GridApi } from 'ag-grid-community';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { MenuChevronIcon } from '../../ui/icons';
import {
  editColumn,
  hideColumn,
  isSorted,
  selectColumn,
  sortBy,
  visibleDataColumnCount,
} from './column-menu-actions';
import type { TableContext } from './table-context';
import { isFrozen, toggleFrozen } from './table-layout-wiring';

interface ColumnMenuProps {
  api: GridApi<Row>;
  context: TableContext;
  field: string;
  headerName: string;
  /** The grid's header cell: keyboard focus rests there, and the menu opens from it with Alt+↓. */
  eGridHeader: HTMLElement;
}

const isMenuKey = (event: KeyboardEvent) =>
  (event.altKey && event.key === 'ArrowDown') ||
  event.key === 'ContextMenu' ||
  (event.shiftKey && event.key === 'F10');

/** The column menu (AG Grid Community has none): sort, select, freeze, edit and hide the column. */
export function ColumnMenu({ api, context, field, headerName, eGridHeader }: ColumnMenuProps) {
  const [open, setOpen] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  /** What takes the focus when the menu has closed; by default the header cell. */
  const afterClose = useRef<(() => void) | null>(null);

  // Opened from the keyboard, the first item takes the focus (as when a menu button is pressed).
  useEffect(() => {
    if (!open || !byKeyboard) return;
    const frame = requestAnimationFrame(() =>
      contentRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open, byKeyboard]);

  // The grid starts column drags and sorts on pointer presses in its header: the button keeps its own.
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!trigger) return;
    const onPointerDown = (event: PointerEvent) => {
      event.stopPropagation();
      if (event.button !== 0) return;
      event.preventDefault();
      setByKeyboard(false);
      setOpen((wasOpen) => !wasOpen);
    };
    const stop = (event: Event) => event.stopPropagation();
    // A click without a pointer press (a screen reader activating the button) opens the menu too.
    const onClick = (event: MouseEvent) => {
      event.stopPropagation();
      if (event.detail !== 0) return;
      setByKeyboard(true);
      setOpen((wasOpen) => !wasOpen);
    };
    trigger.addEventListener('pointerdown', onPointerDown);
    trigger.addEventListener('mousedown', stop);
    trigger.addEventListener('click', onClick);
    return () => {
      trigger.removeEventListener('pointerdown', onPointerDown);
      trigger.removeEventListener('mousedown', stop);
      trigger.removeEventListener('click', onClick);
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== eGridHeader || !isMenuKey(event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setByKeyboard(true);
      setOpen(true);
    };
    eGridHeader.addEventListener('keydown', onKeyDown, true);
    return () => eGridHeader.removeEventListener('keydown', onKeyDown, true);
  }, [eGridHeader]);

  const sorted = open && isSorted(api);
  const canHide = open && visibleDataColumnCount(api) > 1;
  const frozen = open && isFrozen(context.fileId, field);
  const item = (label: string, run: () => void, disabled = false) => (
    <DropdownMenu.Item className="sw-column-menu__item" disabled={disabled} onSelect={run}>
      {label}
    </DropdownMenu.Item>
  );

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <button
          ref={triggerRef}
          type="button"
          tabIndex={-1}
          className="sw-header__menu"
          aria-label={`Column menu: ${headerName}`}
          aria-keyshortcuts="Alt+ArrowDown"
          title="Column menu (Alt+↓)"
        >
          <MenuChevronIcon />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="sw-column-menu"
          align="end"
          sideOffset={4}
          ref={contentRef}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const next = afterClose.current ?? (() => eGridHeader.focus());
            afterClose.current = null;
            next();
          }}
        >
          {item('Sort A–Z', () => sortBy(api, field, 'asc'))}
          {item('Sort Z–A', () => sortBy(api, field, 'desc'))}
          {item('Clear Sort', () => sortBy(api, field, null), !sorted)}
          <DropdownMenu.Separator className="sw-column-menu__separator" />
          {item('Select Column', () => {
            afterClose.current = () => selectColumn(api, context, field);
          })}
          {item(frozen ? 'Unfreeze Column' : 'Freeze Column', () => {
            afterClose.current = () => {}; // the header moves: the grid keeps the focus where it was
            toggleFrozen(context.fileId, field);
          })}
          {item('Edit Column', () => {
            afterClose.current = () => {}; // the dialog takes the focus
            editColumn(context, field);
          })}
          {item('Hide Column', () => hideColumn(context, field, headerName), !canHide)}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
