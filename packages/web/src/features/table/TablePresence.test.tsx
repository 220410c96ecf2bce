import type { RequirementFile } from '@specwright/core';
import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { runAction } from '../../actions/app-actions';
import { useSpecFilesStore } from '../../state/spec-files';
import { initialTabSet, useTabSetStore } from '../../state/tab-set';
import { livePeer, liveSpec, ownSpot, resetLive, setPeers } from '../../test/live-peers';
import { specFileFixture } from '../../test/spec-fixture';
import { TableView } from './TableView';

function open(file: RequirementFile = specFileFixture(3)) {
  runAction('spec.open', { source: 'button' }, { file });
  liveSpec(file);
  return render(
    <div style={{ width: 1000, height: 600 }}>
      <TableView fileId={file.id} />
    </div>,
  );
}

const rowElement = (rowId: string) => document.querySelector(`.ag-row[row-id="${rowId}"]`);
const cellOf = (rowId: string, field: string) =>
  document.querySelector(`.ag-row[row-id="${rowId}"] .ag-cell[col-id="${field}"]`) as HTMLElement;
const marks = (kind: 'row' | 'cell' | 'label') => [
  ...document.querySelectorAll<HTMLElement>(`.sw-peer__${kind}`),
];
const labels = () => marks('label').map((label) => label.textContent);

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
  useTabSetStore.setState(initialTabSet());
  resetLive();
});

describe('the others in a workspace spec’s table', () => {
  it('marks each one’s row in their colour, outlines their cell with their name, and says who is editing', async () => {
    open();
    await waitFor(() => expect(rowElement('r3')).not.toBeNull());
    expect(document.querySelector('[data-testid="table-peers"]')).toBeNull();
    act(() =>
      setPeers([
        livePeer('Ana Lima', { rowId: 'r2', field: 'description', editing: false }, 'rgb(10, 120, 200)'),
        livePeer('Bo Chen', { rowId: 'r3', field: 'description', editing: true }),
        livePeer('Cy Doe', { rowId: 'r3', field: null, editing: false }),
      ]),
    );
    await waitFor(() => expect(labels()).toEqual(['Ana Lima', 'Bo Chen is editing', 'Cy Doe']));
    expect(marks('row')).toHaveLength(3);
    expect(marks('row')[0]?.style.getPropertyValue('--peer-colour')).toBe('rgb(10, 120, 200)');
    expect(marks('cell').map((cell) => cell.dataset.editing)).toEqual(['false', 'true']);
    expect(marks('label')[1]?.title).toBe('Bo Chen is editing');
  });

  it('moves the marks without drawing the grid’s rows again, and draws none for a row not shown', async () => {
    open();
    await waitFor(() => expect(rowElement('r3')).not.toBeNull());
    const rowsBefore = [rowElement('r1'), rowElement('r2'), rowElement('r3')];
    const cellBefore = cellOf('r1', 'description').innerHTML;
    act(() => setPeers([livePeer('Ana Lima', { rowId: 'r1', field: 'description', editing: false })]));
    await waitFor(() => expect(labels()).toEqual(['Ana Lima']));
    act(() => setPeers([livePeer('Ana Lima', { rowId: 'r2', field: 'this_is_a', editing: true })]));
    await waitFor(() => expect(labels()).toEqual(['Ana Lima is editing']));
    expect([rowElement('r1'), rowElement('r2'), rowElement('r3')]).toEqual(rowsBefore);
    expect(cellOf('r1', 'description').innerHTML).toBe(cellBefore);
    act(() => setPeers([livePeer('Ana Lima', { rowId: 'gone', field: 'description', editing: false })]));
    await waitFor(() => expect(marks('row')).toHaveLength(0));
    act(() => setPeers([]));
    expect(document.querySelector('[data-testid="table-peers"]')).toBeNull();
  });

  // The focused cell and editing come from the grid's focus, which needs a real browser: e2e/presence.spec.ts.
  it('sets the own spot to the selected row, and to nowhere once the table is closed', async () => {
    const view = open();
    await waitFor(() => expect(rowElement('r2')).not.toBeNull());
    expect(ownSpot()).toEqual({ rowId: null, field: null, editing: false });
    act(() => useSpecFilesStore.getState().selectRow('f1', 'r3'));
    await waitFor(() => expect(ownSpot()).toEqual({ rowId: 'r3', field: null, editing: false }));
    view.unmount();
    expect(ownSpot()).toBeNull();
  });
});
