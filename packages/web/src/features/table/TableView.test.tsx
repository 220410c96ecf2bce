import type { RequirementFile } from '@specwright/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { runAction } from '../../actions/app-actions';
import { useSpecFilesStore } from '../../state/spec-files';
import { initialTabSet, useTabSetStore } from '../../state/tab-set';
import { specFileFixture, specFileWithRows } from '../../test/spec-fixture';
import { TableView } from './TableView';

const fileWith = (rows: Record<string, string>[]) => specFileWithRows(rows, 'Table fixture');

function open(file: RequirementFile = specFileFixture(3)) {
  runAction('spec.open', { source: 'button' }, { file });
  return render(
    <div style={{ width: 1000, height: 600 }}>
      <TableView fileId={file.id} />
    </div>,
  );
}

const spec = () => useSpecFilesStore.getState().specs.f1;
const cellText = (rowIndex: number, colId: string) =>
  document.querySelector(`.ag-row[row-index="${rowIndex}"] [col-id="${colId}"]`)?.textContent;

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
  useTabSetStore.setState(initialTabSet());
});

describe('TableView', () => {
  it('shows the columns of the file and its rows as text', async () => {
    open(fileWith([{ id: 'r1', description: '<b>not bold</b>', this_is_a: 'requirement' }]));
    await waitFor(() => expect(cellText(0, 'description')).toBe('<b>not bold</b>'));
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers).toEqual(['#', 'Requirement', 'Type']);
    expect(cellText(0, 'sw-row-number')).toBe('1');
    expect(document.querySelector('.ag-row b')).toBeNull();
  });

  it('follows the selected row of the store', async () => {
    open();
    await waitFor(() => expect(cellText(2, 'description')).toBeTruthy());
    act(() => useSpecFilesStore.getState().selectRow('f1', 'r2'));
    await waitFor(() =>
      expect(document.querySelector('.ag-row-selected')?.getAttribute('row-index')).toBe('1'),
    );
  });

  it('shows the first rows of a large file, then all of them, keeping an edit made in between', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({
      id: `r${i}`,
      description: `Row ${i}`,
      this_is_a: 'requirement',
    }));
    open(fileWith(rows));
    const grid = () => document.querySelector('[role="treegrid"], [role="grid"]');
    await waitFor(() => expect(cellText(0, 'description')).toBe('Row 0'));
    act(() =>
      useSpecFilesStore
        .getState()
        .dispatch('f1', { type: 'editCell', rowId: 'r0', field: 'description', value: 'Edited early' }),
    );
    // Every row in the grid: the header row and 500 rows.
    await waitFor(() => expect(grid()?.getAttribute('aria-rowcount')).toBe('501'));
    await waitFor(() => expect(cellText(0, 'description')).toBe('Edited early'));
  });

  it('repaints an edited cell and shows the Review column for proposed changes', async () => {
    open(fileWith([{ id: 'r1', description: 'Old', this_is_a: 'requirement', tempChangeStatus: 'added' }]));
    await waitFor(() => expect(cellText(0, 'description')).toBe('Old'));
    const review = document.querySelector('.ag-row[row-index="0"] [col-id="sw-review"]') as HTMLElement;
    expect(review.textContent).toContain('+ Added');
    fireEvent.click(within(review).getByRole('button', { name: 'Accept' }));
    expect(spec()?.edit.file.data[0]?.tempChangeStatus).toBe('unchanged');
    await waitFor(() => expect(document.querySelector('[col-id="sw-review"]')).toBeNull());

    act(() =>
      useSpecFilesStore
        .getState()
        .dispatch('f1', { type: 'editCell', rowId: 'r1', field: 'description', value: 'New' }),
    );
    await waitFor(() => expect(cellText(0, 'description')).toBe('New'));
  });

  it('opens the column menu and hides a column', async () => {
    open();
    const trigger = await screen.findByRole('button', { name: 'Column menu: Type' });
    fireEvent.pointerDown(trigger, { button: 0, pointerType: 'mouse' });
    const menu = await screen.findByRole('menu', { name: 'Column menu: Type' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sort A–Z',
      'Sort Z–A',
      'Clear Sort',
      'Select Column',
      'Freeze Column',
      'Edit Column',
      'Hide Column',
    ]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Hide Column' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(spec()?.edit.file.hiddenColumns).toEqual(['this_is_a']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Column menu: Type' })).toBeNull());
  });

  it('opens the column menu when a screen reader activates its button', async () => {
    open();
    const trigger = await screen.findByRole('button', { name: 'Column menu: Requirement' });
    fireEvent.click(trigger, { detail: 0 });
    const menu = await screen.findByRole('menu', { name: 'Column menu: Requirement' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sort Z–A' }));
    await waitFor(() => expect(cellText(0, 'description')).toBe('The system shall do thing 3.'));
  });

  it('says what to do with an empty file, and adds a requirement', async () => {
    open(fileWith([]));
    expect(screen.getByText('No Requirements Found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Requirement' }));
    expect(spec()?.edit.file.data).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('No Requirements Found')).toBeNull());
  });
});
