import type { Row } from '@specwright/core';
import type {
  CellEditingStartedEvent,
  CellEditRequestEvent,
  CellFocusedEvent,
  Column,
  ColumnMovedEvent,
  ColumnResizedEvent,
  GridApi,
} from 'ag-grid-community';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSpecFilesStore } from '../../state/spec-files';
import { specFileFixture } from '../../test/spec-fixture';
import {
  onCellEditingStarted,
  onCellEditRequest,
  onCellFocused,
  onColumnMoved,
  onColumnResized,
} from './grid-handlers';
import type { TableContext } from './table-context';

const file = () => useSpecFilesStore.getState().specs.f1?.edit.file;
const column = (colId: string, width = 150) =>
  ({ getColId: () => colId, getActualWidth: () => width }) as unknown as Column;

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
  useSpecFilesStore.getState().addSpec(specFileFixture(3));
});

describe('grid handlers', () => {
  it('turns an edit request into one editCell step, leaving the row object alone', () => {
    const before = file()?.data[1];
    onCellEditRequest('f1', {
      colDef: { field: 'description' },
      data: before,
      oldValue: before?.description,
      newValue: 'Changed.',
    } as CellEditRequestEvent<Row>);
    expect(file()?.data[1]?.description).toBe('Changed.');
    expect(before?.description).toBe('The system shall do thing 2.');
    expect(useSpecFilesStore.getState().specs.f1?.edit.past.map((step) => step.label)).toEqual(['Edit Cell']);
  });

  it('keeps a text someone else wrote into the cell while its editor was open', () => {
    const row = file()?.data[1];
    onCellEditingStarted('f1', {
      colDef: { field: 'description' },
      data: row,
    } as CellEditingStartedEvent<Row>);
    // Another person's edit arrives, as the live channel applies it.
    useSpecFilesStore.getState().rebase('f1', (current) => ({
      ...current,
      data: current.data.map((candidate) =>
        candidate.id === 'r2'
          ? { ...candidate, description: 'The system shall do thing 2 daily.' }
          : candidate,
      ),
    }));
    onCellEditRequest('f1', {
      colDef: { field: 'description' },
      data: row,
      oldValue: 'The system shall do thing 2 daily.',
      newValue: 'The system shall quickly do thing 2.',
    } as CellEditRequestEvent<Row>);
    expect(file()?.data[1]?.description).toBe('The system shall quickly do thing 2 daily.');
  });

  it('selects the focused row and drops the column selection when another column is focused', () => {
    const selectColumn = vi.fn();
    const context: TableContext = {
      fileId: 'f1',
      readOnly: false,
      selectedColumn: 'this_is_a',
      selectColumn,
      decide: vi.fn(),
      findMatches: new Set(),
      drifted: new Set(),
      findCurrent: null,
      showFind: vi.fn(),
      links: new Map(),
      openComments: new Map(),
      reviewBadges: new Map(),
      testResults: new Map(),
      showLinks: vi.fn(),
    };
    const api = { getDisplayedRowAtIndex: (index: number) => ({ data: file()?.data[index] }) };
    const focus = (rowIndex: number | null, colId: string) =>
      onCellFocused(context, {
        rowIndex,
        column: colId,
        rowPinned: null,
        api,
      } as unknown as CellFocusedEvent<Row>);
    focus(2, 'this_is_a');
    expect(useSpecFilesStore.getState().specs.f1?.selectedRowId).toBe('r3');
    expect(selectColumn).not.toHaveBeenCalled();
    focus(0, 'description');
    expect(useSpecFilesStore.getState().specs.f1?.selectedRowId).toBe('r1');
    expect(selectColumn).toHaveBeenCalledWith(null);
    focus(null, 'description');
    expect(useSpecFilesStore.getState().specs.f1?.selectedRowId).toBe('r1');
  });

  it('stores a finished user resize of a data column', () => {
    const resized = (finished: boolean, source: string, colId = 'description') =>
      onColumnResized('f1', {
        finished,
        source,
        columns: [column(colId, 321)],
      } as unknown as ColumnResizedEvent<Row>);
    resized(false, 'uiColumnResized');
    resized(true, 'api');
    resized(true, 'uiColumnResized', 'sw-row-number');
    expect(file()?.columns[0]?.width).toBe(150);
    resized(true, 'uiColumnResized');
    expect(file()?.columns[0]?.width).toBe(321);
  });

  it('stores a finished column move as a position in the full column order', () => {
    const api = {
      getAllDisplayedColumns: () => [column('sw-row-number'), column('this_is_a'), column('description')],
    } as unknown as GridApi<Row>;
    const moved = (finished: boolean) =>
      onColumnMoved('f1', {
        finished,
        source: 'uiColumnMoved',
        column: column('this_is_a'),
        api,
      } as unknown as ColumnMovedEvent<Row>);
    moved(false);
    expect(file()?.columnOrder).toEqual(['description', 'this_is_a']);
    moved(true);
    expect(file()?.columnOrder).toEqual(['this_is_a', 'description']);
  });
});
