import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { runAction } from '../../actions/app-actions';
import { useLayoutStore } from '../../state/layout';
import { useLinksFocus } from '../../state/links-focus';
import { useSpecFilesStore } from '../../state/spec-files';
import { initialTabSet, useTabSetStore } from '../../state/tab-set';
import { specFileWithRows } from '../../test/spec-fixture';
import { TableView } from './TableView';

const rows = ['r1', 'r2', 'r3', 'r4'].map((id) => ({
  id,
  description: `Text of ${id}`,
  this_is_a: 'requirement',
}));

function open() {
  const file = specFileWithRows(rows, 'Links fixture');
  runAction('spec.open', { source: 'button' }, { file });
  render(
    <div style={{ width: 1000, height: 600 }}>
      <TableView fileId={file.id} />
    </div>,
  );
}

const linksCell = (rowIndex: number) =>
  document.querySelector<HTMLElement>(`.ag-row[row-index="${rowIndex}"] [col-id="sw-links"]`);
const addLink = (from: string, to: string, type: string) =>
  act(() =>
    useSpecFilesStore.getState().dispatch('f1', { type: 'addLink', link: { from, to, type } }, 'Add Link'),
  );

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
  useTabSetStore.setState(initialTabSet());
  useLayoutStore.setState({ sidePanel: null });
});

describe('the Links column', () => {
  it('appears once the spec has a link and shows each row’s links from its side', async () => {
    open();
    await waitFor(() => expect(document.querySelector('[col-id="description"]')).not.toBeNull());
    expect(document.querySelector('[col-id="sw-links"]')).toBeNull();
    addLink('r2', 'r1', 'verifies');
    await waitFor(() => expect(linksCell(0)?.textContent).toBe('verified by r2'));
    expect(linksCell(1)?.textContent).toBe('verifies r1');
    expect(linksCell(1)?.querySelector('.sw-links__count')).toBeNull();
    expect(linksCell(2)?.textContent).toBe('+ Link');
  });

  it('counts a row’s links in a badge', async () => {
    open();
    addLink('r1', 'r2', 'refines');
    addLink('r1', 'r3', 'depends on');
    addLink('r4', 'r1', 'conflicts with');
    await waitFor(() => expect(linksCell(0)?.querySelector('.sw-links__count')?.textContent).toBe('3'));
    expect(
      within(linksCell(0) as HTMLElement)
        .getByRole('button')
        .getAttribute('aria-label'),
    ).toBe('Links: refines r2, depends on r3, conflicts with r4');
  });

  it('marks the suspect links of a row whose text changed until Clear All Suspect Links', async () => {
    open();
    addLink('r2', 'r1', 'verifies');
    addLink('r3', 'r1', 'verifies');
    act(() =>
      useSpecFilesStore
        .getState()
        .dispatch(
          'f1',
          { type: 'editCell', rowId: 'r1', field: 'description', value: 'Changed' },
          'Edit Cell',
        ),
    );
    await waitFor(() =>
      expect(within(linksCell(0) as HTMLElement).getByRole('img', { name: '2 suspect links' })).toBeTruthy(),
    );
    expect(within(linksCell(1) as HTMLElement).getByRole('img', { name: '1 suspect link' })).toBeTruthy();
    expect(linksCell(3)?.querySelector('.sw-links__suspect')).toBeNull();
    act(() => runAction('edit.clearAllSuspectLinks', { source: 'menu' }));
    await waitFor(() => expect(document.querySelector('.sw-links__suspect')).toBeNull());
  });

  it('opens the row’s links in the properties panel on a click', async () => {
    open();
    addLink('r2', 'r1', 'verifies');
    await waitFor(() => expect(linksCell(1)?.textContent).toBe('verifies r1'));
    fireEvent.click(within(linksCell(1) as HTMLElement).getByRole('button'));
    expect(useSpecFilesStore.getState().specs.f1?.selectedRowId).toBe('r2');
    expect(useLayoutStore.getState().sidePanel).toBe('properties');
    expect(useLinksFocus.getState().rowId).toBe('r2');
  });

  it('is hidden when the tab says so, even with links', async () => {
    open();
    addLink('r2', 'r1', 'verifies');
    await waitFor(() => expect(linksCell(0)).not.toBeNull());
    act(() => runAction('table.linksColumn', { source: 'dialog' }, { tabId: 'spec-f1', shown: false }));
    await waitFor(() => expect(document.querySelector('[col-id="sw-links"]')).toBeNull());
  });
});
