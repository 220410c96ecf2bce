import { createRequirementFile, importSpec, type RequirementFile } from '@specwright/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SidePanel } from '../../app/layout/SidePanel';
import { useSpecFilesStore } from '../../state/spec-files';
import { useTabSetStore } from '../../state/tab-set';
import { PropertiesPanel } from './PropertiesPanel';

function specFile(): RequirementFile {
  const result = importSpec({
    columns: [
      { field: 'req_id', headerName: 'ID' },
      { field: 'description', headerName: 'Requirement', editorType: 'textarea' },
      { field: 'priority', headerName: 'Priority', editorType: 'select', valueOptions: ['Must', 'Should'] },
      { field: 'locked', headerName: 'Locked', editable: false },
      { field: 'notes', headerName: 'Notes' },
    ],
    rows: [
      {
        id: 'r1',
        req_id: 'TF-1',
        description: 'First <b>one</b>.',
        priority: 'Must',
        locked: 'x',
        notes: '',
      },
      { id: 'r2', req_id: 'TF-2', description: 'Second.', priority: 'Legacy', tempChangeStatus: 'added' },
    ],
  });
  if (!result.ok) throw new Error(result.message);
  return createRequirementFile(result.spec, { id: 'f1', title: 'Props' });
}

const rows = () => useSpecFilesStore.getState().specs.f1?.edit.file.data ?? [];
const select = (rowId: string | null) => act(() => useSpecFilesStore.getState().selectRow('f1', rowId));

function show(selected: string | null = 'r1') {
  useSpecFilesStore.getState().addSpec(specFile());
  useSpecFilesStore.getState().selectRow('f1', selected);
  const user = userEvent.setup();
  render(<PropertiesPanel fileId="f1" />);
  return user;
}

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
});

describe('PropertiesPanel', () => {
  it('asks for a selection when no row is selected', () => {
    show(null);
    expect(screen.getByText('Select a requirement to see its properties.')).toBeTruthy();
  });

  it('shows the row id and one labelled field per editable column', () => {
    show();
    expect(screen.getByTestId('properties-row-id').textContent).toBe('r1');
    const labels = screen.getAllByText(/./, { selector: 'label' }).map((label) => label.textContent);
    expect(labels).toEqual(['ID', 'Requirement', 'Priority', 'Notes']);
    expect((screen.getByLabelText('ID') as HTMLInputElement).value).toBe('TF-1');
    expect(screen.getByLabelText('Requirement').tagName).toBe('TEXTAREA');
    expect((screen.getByLabelText('Requirement') as HTMLTextAreaElement).value).toBe('First <b>one</b>.');
    expect(screen.queryByLabelText('Locked')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('offers the options of a select column plus a current value outside them', () => {
    show('r2');
    const priority = screen.getByRole('combobox', { name: 'Priority' }) as HTMLSelectElement;
    expect([...priority.options].map((option) => option.value)).toEqual(['Legacy', 'Must', 'Should']);
    expect(priority.value).toBe('Legacy');
    expect(screen.getByText('Added')).toBeTruthy();
  });

  it('commits a text field on Enter or blur as one undo step, and Escape restores it', async () => {
    const user = show();
    const id = screen.getByLabelText('ID');
    await user.clear(id);
    await user.type(id, 'TF-100');
    expect(rows()[0]?.req_id).toBe('TF-1');
    await user.keyboard('{Enter}');
    expect(rows()[0]?.req_id).toBe('TF-100');
    expect(useSpecFilesStore.getState().specs.f1?.edit.past).toHaveLength(1);

    const notes = screen.getByLabelText('Notes');
    await user.type(notes, 'Check later');
    await user.keyboard('{Escape}');
    expect((notes as HTMLInputElement).value).toBe('');
    await user.type(notes, 'Ask legal');
    await user.tab();
    expect(rows()[0]?.notes).toBe('Ask legal');
  });

  it('commits a select on change and follows changes made elsewhere', async () => {
    const user = show();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Should');
    expect(rows()[0]?.priority).toBe('Should');
    act(() => useSpecFilesStore.getState().undo('f1'));
    expect((screen.getByRole('combobox', { name: 'Priority' }) as HTMLSelectElement).value).toBe('Must');
    select('r2');
    expect(screen.getByTestId('properties-row-id').textContent).toBe('r2');
  });

  it('keeps what was typed when another row is selected', async () => {
    const user = show();
    await user.type(screen.getByLabelText('Notes'), 'Unsaved');
    select('r2');
    expect(rows()[0]?.notes).toBe('Unsaved');
  });
});

describe('SidePanel', () => {
  beforeEach(() => {
    useSpecFilesStore.getState().addSpec(specFile());
    useTabSetStore.setState({
      tabs: [{ id: 'spec-f1', title: 'Props', type: 'spec', requirementFileId: 'f1', viewMode: 'doc' }],
      activeTabId: 'spec-f1',
    });
  });

  it('shows the properties of the active spec', () => {
    render(<SidePanel panel="properties" width={350} resizeHandle={null} />);
    expect(screen.getByRole('heading', { name: 'Properties' })).toBeTruthy();
    expect(screen.getByText('Select a requirement to see its properties.')).toBeTruthy();
  });
});
