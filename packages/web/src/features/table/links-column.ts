import type { Row } from '@specwright/core';
import type { ColDef, SuppressKeyboardEventParams } from 'ag-grid-community';
import { linksSummary } from '../../ui/links/row-links';
import { appColumnDef, fromContext } from './app-column';
import { passAltArrows } from './cell-keyboard';
import { LinksCell } from './LinksCell';
import { LINKS_COL_ID } from './table-context';

/** Enter on a Links cell opens the row's links (the grid must then ignore the key). */
export function onLinksCellKey(event: KeyboardEvent): boolean {
  if (event.type !== 'keydown' || event.key !== 'Enter') return false;
  const target = event.target instanceof HTMLElement ? event.target : null;
  const button = target?.closest('.ag-cell')?.querySelector<HTMLButtonElement>('button.sw-links');
  if (!button) return false;
  event.preventDefault();
  button.click();
  return true;
}

/** The app's Links column, at the right end of the data columns: each row's links, never edited here. */
export function linksColumnDef(): ColDef<Row> {
  return appColumnDef(LINKS_COL_ID, 'end', {
    headerName: 'Links',
    headerTooltip: 'Links to and from other rows; click a cell to edit them',
    width: 200,
    minWidth: 120,
    resizable: true,
    valueGetter: fromContext((context, rowId) => linksSummary(context.links.get(rowId) ?? []), ''),
    cellRenderer: LinksCell,
    cellClass: 'sw-cell sw-cell--links',
    suppressKeyboardEvent: (params: SuppressKeyboardEventParams<Row>) =>
      passAltArrows(params) || onLinksCellKey(params.event),
  });
}
