import { createColumn, type Row } from '@specwright/core';
import type { CellClassParams, CellStyleFunc, ColDef, ICellEditorParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { buildColumnDefs } from './column-defs';
import { PROPOSED_CHANGE_COL_ID, ROW_NUMBER_COL_ID } from './table-context';

const columns = [
  createColumn({ field: 'id', headerName: 'Row ID', editable: false }),
  createColumn({ field: 'req_id', headerName: 'ID', width: 90 }),
  createColumn({ field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left' }),
  createColumn({ field: 'priority', headerName: 'Priority', editorType: 'select', valueOptions: ['Must'] }),
  createColumn({ field: 'note', headerName: 'Note', editable: false, align: 'right' }),
];

function defs(hasPending = false, rowNumberDigits = 2) {
  const uiStyles = {
    styleControlColumn: 'kind',
    applyToColumn: 'description',
    styles: { x: { color: 'red' } },
  };
  return buildColumnDefs({ columns, uiStyles, hasPending, rowNumberDigits });
}
const byId = (list: ColDef<Row>[], colId: string) => list.find((def) => def.colId === colId) as ColDef<Row>;

describe('buildColumnDefs', () => {
  it('starts with the row-number column: 40 px wide (at most 80), pinned, never moved or edited', () => {
    const [rowNumber] = defs();
    expect(rowNumber).toMatchObject({
      colId: ROW_NUMBER_COL_ID,
      width: 40,
      minWidth: 40,
      maxWidth: 80,
      suppressMovable: true,
      editable: false,
      pinned: 'left',
    });
    expect(defs(false, 5)[0]?.width).toBe(52);
    expect(defs(false, 12)[0]?.width).toBe(80);
  });

  it('maps each visible column with its header, width, alignment and sort', () => {
    const reqId = byId(defs(), 'req_id');
    expect(reqId).toMatchObject({
      field: 'req_id',
      headerName: 'ID',
      width: 90,
      minWidth: 50,
      sortable: true,
    });
    expect(reqId.resizable).toBe(true);
    expect(reqId.cellClass).toBe('sw-cell sw-cell--center');
    expect(byId(defs(), 'note').cellClass).toBe('sw-cell sw-cell--right');
    expect(defs().map((def) => def.colId)).toEqual([
      ROW_NUMBER_COL_ID,
      'id',
      'req_id',
      'description',
      'priority',
      'note',
    ]);
  });

  it('uses the editor of the column type and never edits id, rowOrder or read-only columns', () => {
    const list = defs();
    expect(byId(list, 'req_id')).toMatchObject({ cellEditor: 'agTextCellEditor' });
    // Editable unless the table is read-only for now (a large file's first rows while the rest is read).
    const editable = byId(list, 'req_id').editable as (params: { context: { readOnly: boolean } }) => boolean;
    expect(editable({ context: { readOnly: false } })).toBe(true);
    expect(editable({ context: { readOnly: true } })).toBe(false);
    expect(byId(list, 'description')).toMatchObject({
      cellEditor: 'agLargeTextCellEditor',
      cellEditorPopup: true,
    });
    expect(byId(list, 'id').editable).toBe(false);
    expect(byId(list, 'note').editable).toBe(false);
    const select = byId(list, 'priority');
    expect(select.cellEditor).toBe('agSelectCellEditor');
    const params = select.cellEditorParams as (p: Partial<ICellEditorParams<Row>>) => { values: string[] };
    expect(params({ value: 'Legacy' }).values).toEqual(['Legacy', 'Must']);
  });

  it('styles the applyToColumn cells from uiStyles, and no other column', () => {
    const list = defs();
    const style = byId(list, 'description').cellStyle as CellStyleFunc<Row>;
    const data: Row = { id: 'r', rowOrder: 1, tempChangeStatus: 'unchanged', kind: 'x' };
    expect(style({ data } as Parameters<CellStyleFunc<Row>>[0])).toMatchObject({
      color: 'color-mix(in srgb, red var(--sw-file-text-weight), var(--color-text))',
    });
    expect(byId(list, 'req_id').cellStyle).toBeUndefined();
  });

  it('marks the cells of the selected column', () => {
    const rule = byId(defs(), 'req_id').cellClassRules?.['sw-cell--column-selected'] as (
      p: Partial<CellClassParams<Row>>,
    ) => boolean;
    expect(rule({ context: { selectedColumn: 'req_id' } })).toBe(true);
    expect(rule({ context: { selectedColumn: 'priority' } })).toBe(false);
  });

  it('adds the pinned Review column only while a change is pending', () => {
    expect(defs(false).some((def) => def.colId === PROPOSED_CHANGE_COL_ID)).toBe(false);
    const review = byId(defs(true), PROPOSED_CHANGE_COL_ID);
    expect(review).toMatchObject({
      headerName: 'Review',
      pinned: 'right',
      sortable: false,
      suppressMovable: true,
    });
  });
});
