import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeDialog, openDialog, useDialogStore } from '../../state/dialogs';
import { useNoticeStore } from '../../state/notices';
import { useSpecFilesStore } from '../../state/spec-files';
import { specFileFixture } from '../../test/spec-fixture';
import { DialogHost } from './DialogHost';

// The dialogs load with their first use; loading the module here keeps that out of the tests' time limits.
beforeAll(() => import('../../features/columns/ColumnDialogs'));

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
  useSpecFilesStore.getState().addSpec(specFileFixture(2));
  closeDialog();
  useNoticeStore.setState({ notice: null });
});

describe('DialogHost', () => {
  it('renders the requested dialog; Escape closes it', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openDialog('hideColumns', { fileId: 'f1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide Columns' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useDialogStore.getState().open).toBeNull();
  });

  it('closes a dialog whose file is no longer open', async () => {
    render(<DialogHost />);
    act(() => openDialog('addColumn', { fileId: 'gone' }));
    await waitFor(() => expect(useDialogStore.getState().open).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('holds the hidden JSON file input and shows file notices as text', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const input = screen.getByTestId('open-file-input');
    expect(input.getAttribute('accept')).toBe('.json,application/json');
    act(() => useNoticeStore.getState().showNotice('Opened “x” with changes', ['<b>not bold</b>']));
    const notice = screen.getByTestId('file-notice');
    expect(notice.textContent).toContain('<b>not bold</b>');
    expect(notice.querySelector('b')).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('file-notice')).toBeNull();
  });
});
