import { createRequirementFile, importSpec, type RequirementFile } from '@specwright/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestLinksFocus } from '../../state/links-focus';
import { useSpecFilesStore } from '../../state/spec-files';
import { PropertiesPanel } from './PropertiesPanel';

function specFile(): RequirementFile {
  const result = importSpec({
    formatVersion: 2,
    columns: [
      { field: 'req_id', headerName: 'ID' },
      { field: 'description', headerName: 'Requirement', editorType: 'textarea' },
    ],
    rows: [
      { id: 'r1', req_id: 'REQ-1', description: 'The pump shall stop within 2 s.' },
      { id: 'r2', req_id: 'REQ-2', description: 'The display shall show the pump state.' },
      { id: 'r3', req_id: 'TEST-1', description: 'Stop the pump and time it.' },
    ],
    links: [{ from: 'r3', to: 'r1', type: 'verifies' }],
  });
  if (!result.ok) throw new Error(result.message);
  return createRequirementFile(result.spec, { id: 'f1', title: 'Links' });
}

const file = () => useSpecFilesStore.getState().specs.f1?.edit.file;

function show(selected: string) {
  useSpecFilesStore.getState().addSpec(specFile());
  useSpecFilesStore.getState().selectRow('f1', selected);
  const user = userEvent.setup();
  render(<PropertiesPanel fileId="f1" />);
  return user;
}

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
});

describe('the Links section of the properties panel', () => {
  it('shows an incoming link in the row’s own words, with the other row’s id and text', () => {
    show('r1');
    const list = screen.getByRole('list', { name: 'Links of REQ-1' });
    const type = within(list).getByRole('combobox', {
      name: 'Type of link from TEST-1',
    }) as HTMLSelectElement;
    expect(type.selectedOptions[0]?.textContent).toBe('verified by');
    expect(
      within(list).getByRole('button', { name: 'Go to TEST-1: Stop the pump and time it.' }),
    ).toBeTruthy();
  });

  it('adds a link to a row found by its text with the keyboard, as one undo step', async () => {
    const user = show('r2');
    expect(screen.getByText(/No links yet/)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'New link type' }), 'refines');
    const target = screen.getByRole('combobox', { name: 'Link to row' });
    await user.click(target);
    await user.keyboard('pump stop');
    const listbox = screen.getByRole('listbox', { name: 'Link to row' });
    const options = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['REQ-1The pump shall stop within 2 s.', 'TEST-1Stop the pump and time it.']);
    await user.keyboard('{Enter}');
    expect((target as HTMLInputElement).value).toBe('REQ-1 — The pump shall stop within 2 s.');
    await user.keyboard('{Enter}');
    expect(file()?.links).toContainEqual({ from: 'r2', to: 'r1', type: 'refines' });
    expect(useSpecFilesStore.getState().specs.f1?.edit.past.at(-1)?.label).toBe('Add Link');
    expect(screen.getByRole('combobox', { name: 'Type of link to REQ-1' })).toBeTruthy();
    act(() => useSpecFilesStore.getState().undo('f1'));
    expect(file()?.links).toEqual([{ from: 'r3', to: 'r1', type: 'verifies' }]);
  });

  it('changes a link’s type and removes it', async () => {
    const user = show('r3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of link to REQ-1' }), 'depends on');
    expect(file()?.links).toEqual([{ from: 'r3', to: 'r1', type: 'depends on' }]);
    await user.click(screen.getByRole('button', { name: 'Remove link to REQ-1' }));
    expect(file()?.links).toBeUndefined();
    expect(screen.queryByRole('list', { name: 'Links of TEST-1' })).toBeNull();
  });

  it('goes to the other row of a link', async () => {
    const user = show('r1');
    await user.click(screen.getByRole('button', { name: /^Go to TEST-1/ }));
    expect(useSpecFilesStore.getState().specs.f1?.selectedRowId).toBe('r3');
  });

  it('keeps a link type of another tool among the choices', () => {
    useSpecFilesStore.getState().addSpec(specFile());
    act(() =>
      useSpecFilesStore
        .getState()
        .dispatch('f1', { type: 'addLink', link: { from: 'r2', to: 'r1', type: 'Satisfies' } }, 'Add Link'),
    );
    useSpecFilesStore.getState().selectRow('f1', 'r2');
    render(<PropertiesPanel fileId="f1" />);
    const type = screen.getByRole('combobox', { name: 'Type of link to REQ-1' }) as HTMLSelectElement;
    expect(type.value).toBe('Satisfies');
    expect([...type.options].map((option) => option.value)).toContain('derives from');
  });

  it('takes the focus when the row’s links are asked for', () => {
    show('r1');
    act(() => requestLinksFocus('r1'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /Links/ }));
  });
});
