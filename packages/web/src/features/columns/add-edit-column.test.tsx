import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ColumnDialogKind, DialogPropsByKind } from '../../state/dialogs';
import { useSpecFilesStore } from '../../state/spec-files';
import { specFileFixture } from '../../test/spec-fixture';
import { COLUMN_DIALOGS } from './ColumnDialogs';

/** A column dialog request: its kind and its props. */
type ColumnDialogRequest = { [K in ColumnDialogKind]: { kind: K } & DialogPropsByKind[K] }[ColumnDialogKind];

const file = () => useSpecFilesStore.getState().specs.f1?.edit.file;

function open({ kind, ...props }: ColumnDialogRequest) {
  const Dialog = COLUMN_DIALOGS[kind] as ComponentType<{
    fileId: string;
    field?: string;
    onClose: () => void;
  }>;
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(<Dialog {...props} onClose={onClose} />);
  return { user, onClose, dialog: screen.getByRole('dialog') };
}

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
  useSpecFilesStore.getState().addSpec(specFileFixture(2));
});

describe('Add Column dialog', () => {
  it('refuses to submit with errors, with the spec messages', async () => {
    const { user, dialog, onClose } = open({ kind: 'addColumn', fileId: 'f1' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Header name'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Column' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please fix errors before submitting.');
    expect(dialog.textContent).toContain('Header name is required.');
    expect(dialog.textContent).toContain('Field name is required.');
    await user.type(within(dialog).getByLabelText('Header name'), 'Risk');
    await user.clear(within(dialog).getByLabelText('Field name'));
    await user.type(within(dialog).getByLabelText('Field name'), 'risk level');
    expect(dialog.textContent).toContain('Field name cannot contain spaces.');
    await user.keyboard('{Enter}');
    expect(onClose).not.toHaveBeenCalled();
    expect(file()?.columns).toHaveLength(2);
  });

  it('suggests the field name and adds the column with its defaults and default value', async () => {
    const { user, dialog, onClose } = open({ kind: 'addColumn', fileId: 'f1' });
    await user.type(within(dialog).getByLabelText('Header name'), 'Acceptance criteria');
    expect((within(dialog).getByLabelText('Field name') as HTMLInputElement).value).toBe(
      'acceptance_criteria',
    );
    expect((within(dialog).getByLabelText('Alignment') as HTMLSelectElement).value).toBe('center');
    expect((within(dialog).getByLabelText('Width (px)') as HTMLInputElement).value).toBe('150');
    await user.type(within(dialog).getByLabelText('Default value'), 'TBD');
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    const added = file()?.columns.at(-1);
    expect(added).toMatchObject({
      field: 'acceptance_criteria',
      headerName: 'Acceptance criteria',
      editorType: 'text',
      align: 'center',
      width: 150,
      defaultValue: 'TBD',
    });
    expect(file()?.data.map((row) => row.acceptance_criteria)).toEqual(['TBD', 'TBD']);
  });

  it('edits select options: blanks dropped, one input always kept', async () => {
    const { user, dialog } = open({ kind: 'addColumn', fileId: 'f1' });
    await user.type(within(dialog).getByLabelText('Header name'), 'Priority');
    await user.selectOptions(within(dialog).getByLabelText('Editor type'), 'select');
    await user.click(within(dialog).getByRole('button', { name: 'Remove option 1' }));
    expect(within(dialog).getAllByRole('textbox', { name: /^Option/ })).toHaveLength(1);
    await user.type(within(dialog).getByLabelText('Option 1'), 'high');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.type(within(dialog).getByLabelText('Option 3'), 'low');
    await user.click(within(dialog).getByRole('button', { name: 'Add Column' }));
    expect(file()?.columns.at(-1)).toMatchObject({ editorType: 'select', valueOptions: ['high', 'low'] });
  });

  it('asks for options of a select column', async () => {
    const { user, dialog } = open({ kind: 'addColumn', fileId: 'f1' });
    await user.type(within(dialog).getByLabelText('Header name'), 'Priority');
    await user.selectOptions(within(dialog).getByLabelText('Editor type'), 'select');
    await user.click(within(dialog).getByRole('button', { name: 'Add Column' }));
    expect(dialog.textContent).toContain('Add at least one option for a select column.');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Option 1'));
  });
});

describe('Edit Column dialog', () => {
  it('starts on the column chosen in the header menu and warns about a rename', async () => {
    const { user, dialog, onClose } = open({ kind: 'editColumn', fileId: 'f1', field: 'this_is_a' });
    expect((within(dialog).getByLabelText('Column') as HTMLSelectElement).value).toBe('this_is_a');
    expect((within(dialog).getByLabelText('Header name') as HTMLInputElement).value).toBe('Type');
    const warning = 'Renaming the field name moves the values of every row to the new field.';
    expect(dialog.textContent).not.toContain(warning);
    const field = within(dialog).getByLabelText('Field name');
    await user.clear(field);
    await user.type(field, 'description');
    expect(dialog.textContent).toContain('A column with this field name already exists.');
    await user.clear(field);
    await user.type(field, 'kind');
    expect(dialog.textContent).toContain(warning);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(onClose).toHaveBeenCalled();
    expect(file()?.columns.map((column) => column.field)).toEqual(['description', 'kind']);
    expect(file()?.data[0]?.kind).toBe('requirement');
  });

  it('switches columns and saves changes as one undoable edit', async () => {
    const { user, dialog } = open({ kind: 'editColumn', fileId: 'f1' });
    expect((within(dialog).getByLabelText('Column') as HTMLSelectElement).value).toBe('description');
    await user.selectOptions(within(dialog).getByLabelText('Column'), 'this_is_a');
    const header = within(dialog).getByLabelText('Header name');
    await user.clear(header);
    await user.type(header, 'Kind of row');
    await user.selectOptions(within(dialog).getByLabelText('Alignment'), 'right');
    await user.keyboard('{Enter}');
    expect(file()?.columns[1]).toMatchObject({
      headerName: 'Kind of row',
      align: 'right',
      field: 'this_is_a',
    });
    useSpecFilesStore.getState().undo('f1');
    expect(file()?.columns[1]?.headerName).toBe('Type');
  });
});
