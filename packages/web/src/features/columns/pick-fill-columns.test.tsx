import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ColumnDialogKind, DialogPropsByKind } from '../../state/dialogs';
import { useSpecFilesStore } from '../../state/spec-files';
import { specTab, specTabId } from '../../state/spec-tabs';
import { useTabSetStore } from '../../state/tab-set';
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
  const { unmount } = render(<Dialog {...props} onClose={onClose} />);
  return { user, onClose, unmount, dialog: screen.getByRole('dialog') };
}

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
  const fixture = specFileFixture(3);
  useSpecFilesStore.getState().addSpec({
    ...fixture,
    data: fixture.data.map((row, i) => (i === 1 ? { ...row, this_is_a: '' } : row)),
  });
});

describe('Remove Columns dialog', () => {
  it('needs a choice, warns of data loss and removes the column with its values', async () => {
    const { user, dialog, onClose } = open({ kind: 'removeColumns', fileId: 'f1' });
    expect(dialog.textContent).toContain('Removing a column permanently deletes its data in every row.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Columns' }));
    expect(dialog.textContent).toContain('Please select at least one column to remove.');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Type/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Columns' }));
    expect(onClose).toHaveBeenCalled();
    expect(file()?.columns.map((column) => column.field)).toEqual(['description']);
    expect(file()?.data[0]).not.toHaveProperty('this_is_a');
  });
});

describe('Hide and Show Columns dialogs', () => {
  it('hide the chosen visible columns', async () => {
    const { user, dialog } = open({ kind: 'hideColumns', fileId: 'f1' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide Columns' }));
    expect(dialog.textContent).toContain('Please select at least one column to hide.');
    await user.click(within(dialog).getByRole('checkbox', { name: /Requirement/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Hide Columns' }));
    expect(file()?.hiddenColumns).toEqual(['description']);
  });

  it('show the chosen hidden columns, or all of them', async () => {
    useSpecFilesStore
      .getState()
      .dispatch('f1', { type: 'hideColumns', fields: ['description', 'this_is_a'] });
    const first = open({ kind: 'showColumns', fileId: 'f1' });
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Show Columns' }));
    expect(first.dialog.textContent).toContain('Please select at least one column to show.');
    await first.user.click(within(first.dialog).getByRole('checkbox', { name: /Type/ }));
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Show Columns' }));
    expect(file()?.hiddenColumns).toEqual(['description']);
    first.unmount();

    useSpecFilesStore.getState().dispatch('f1', { type: 'hideColumns', fields: ['this_is_a'] });
    const second = open({ kind: 'showColumns', fileId: 'f1' });
    await second.user.click(within(second.dialog).getByRole('button', { name: 'Show All' }));
    expect(file()?.hiddenColumns).toEqual([]);
  });

  it('offer the Links column: shown from Show Columns when the spec has no links, hidden again from Hide Columns', async () => {
    const spec = file();
    if (!spec) throw new Error('no spec');
    useTabSetStore.setState({ tabs: [specTab(spec)], activeTabId: specTabId('f1') });
    const linksLayout = () => useTabSetStore.getState().tabs[0]?.table?.links;
    const show = open({ kind: 'showColumns', fileId: 'f1' });
    await show.user.click(within(show.dialog).getByRole('checkbox', { name: /Links/ }));
    await show.user.click(within(show.dialog).getByRole('button', { name: 'Show Columns' }));
    expect(linksLayout()).toBe(true);
    expect(file()?.hiddenColumns).toEqual([]);
    show.unmount();

    const hide = open({ kind: 'hideColumns', fileId: 'f1' });
    await hide.user.click(within(hide.dialog).getByRole('checkbox', { name: /Links/ }));
    await hide.user.click(within(hide.dialog).getByRole('button', { name: 'Hide Columns' }));
    expect(linksLayout()).toBe(false);
    expect(file()?.hiddenColumns).toEqual([]);
  });

  it('say when no column is hidden', () => {
    const spec = file();
    if (!spec) throw new Error('no spec');
    useTabSetStore.setState({ tabs: [{ ...specTab(spec), table: { links: true } }] });
    const { dialog } = open({ kind: 'showColumns', fileId: 'f1' });
    expect(dialog.textContent).toContain('No columns are hidden.');
    expect(within(dialog).queryByRole('button', { name: 'Show All' })).toBeNull();
  });
});

describe('Fill Default Value dialog', () => {
  it('fills only empty cells by default, with a dropdown for select columns', async () => {
    const { user, dialog, onClose } = open({ kind: 'fillDefaultValue', fileId: 'f1' });
    await user.selectOptions(within(dialog).getByLabelText('Column'), 'this_is_a');
    const value = within(dialog).getByLabelText('Value') as HTMLSelectElement;
    expect(value.tagName).toBe('SELECT');
    await user.selectOptions(value, 'chapter');
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Only fill empty cells' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Fill' }));
    expect(onClose).toHaveBeenCalled();
    expect(file()?.data.map((row) => row.this_is_a)).toEqual(['requirement', 'chapter', 'requirement']);
  });

  it('overwrites every cell when asked, and needs a value', async () => {
    const { user, dialog } = open({ kind: 'fillDefaultValue', fileId: 'f1' });
    expect((within(dialog).getByLabelText('Column') as HTMLSelectElement).value).toBe('description');
    await user.click(within(dialog).getByRole('button', { name: 'Fill' }));
    expect(dialog.textContent).toContain('Please enter a value to fill.');
    await user.type(within(dialog).getByLabelText('Value'), 'Same');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Only fill empty cells' }));
    await user.keyboard('{Enter}');
    expect(file()?.data.map((row) => row.description)).toEqual(['Same', 'Same', 'Same']);
  });

  it('leaves chapter, context and comment rows alone unless asked to include them', async () => {
    const chapter = { type: 'editCell', rowId: 'r1', field: 'this_is_a', value: 'chapter' } as const;
    useSpecFilesStore.getState().dispatch('f1', chapter, 'Make a chapter');
    const first = open({ kind: 'fillDefaultValue', fileId: 'f1' });
    const include = within(first.dialog).getByRole('checkbox', {
      name: 'Also fill chapter, context and comment rows',
    }) as HTMLInputElement;
    expect(include.checked).toBe(false);
    await first.user.type(within(first.dialog).getByLabelText('Value'), 'Same');
    await first.user.click(within(first.dialog).getByRole('checkbox', { name: 'Only fill empty cells' }));
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Fill' }));
    expect(file()?.data.map((row) => row.description === 'Same')).toEqual([false, true, true]);
    first.unmount();
    const second = open({ kind: 'fillDefaultValue', fileId: 'f1' });
    await second.user.type(within(second.dialog).getByLabelText('Value'), 'All');
    await second.user.click(within(second.dialog).getByRole('checkbox', { name: 'Only fill empty cells' }));
    await second.user.click(
      within(second.dialog).getByRole('checkbox', { name: 'Also fill chapter, context and comment rows' }),
    );
    await second.user.click(within(second.dialog).getByRole('button', { name: 'Fill' }));
    expect(file()?.data.map((row) => row.description)).toEqual(['All', 'All', 'All']);
  });
});
