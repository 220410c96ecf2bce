import type { Row } from '@specwright/core';
import type { Column, SortDirection } from 'ag-grid-community';
import type { CustomHeaderProps } from 'ag-grid-react';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { SortAscendingIcon, SortDescendingIcon } from '../../ui/icons';
import { ColumnMenu } from './ColumnMenu';
import type { TableContext } from './table-context';

/** A click that ends more than this far from where it started was a column drag, not a sort. */
const CLICK_SLOP = 4;

function useColumnSort(column: Column): SortDirection | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      column.addEventListener('sortChanged', onChange);
      return () => column.removeEventListener('sortChanged', onChange);
    },
    [column],
  );
  return useSyncExternalStore(subscribe, () => column.getSort());
}

/** Clicking the label cycles the sort (Shift adds to it), as the grid's own header does. */
function useSortOnClick(progressSort: (multiSort?: boolean) => void, enabled: boolean) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const label = ref.current;
    if (!label || !enabled) return;
    let start: { x: number; y: number } | null = null;
    const onDown = (event: PointerEvent) => {
      start = { x: event.clientX, y: event.clientY };
    };
    const onClick = (event: MouseEvent) => {
      const moved = start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > CLICK_SLOP;
      start = null;
      if (!moved) progressSort(event.shiftKey);
    };
    label.addEventListener('pointerdown', onDown);
    label.addEventListener('click', onClick);
    return () => {
      label.removeEventListener('pointerdown', onDown);
      label.removeEventListener('click', onClick);
    };
  }, [progressSort, enabled]);
  return ref;
}

/** A data column's header: its name, the sort direction and the column menu button. */
export function ColumnHeader(props: CustomHeaderProps<Row, TableContext>) {
  const { column, displayName, enableSorting, progressSort } = props;
  const sort = useColumnSort(column);
  const labelRef = useSortOnClick(progressSort, enableSorting === true);
  return (
    <div className="sw-header">
      <span ref={labelRef} className="sw-header__label" title={displayName}>
        <span className="sw-header__text">{displayName}</span>
        {sort === 'asc' && <SortAscendingIcon />}
        {sort === 'desc' && <SortDescendingIcon />}
      </span>
      <ColumnMenu
        api={props.api}
        context={props.context}
        field={column.getColId()}
        headerName={displayName}
        eGridHeader={props.eGridHeader}
      />
    </div>
  );
}
