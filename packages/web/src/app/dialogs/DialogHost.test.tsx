import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useNoticeStore } from '../../features/files/notice-store';
import { useSpecFilesStore } from '../../state/spec-files';
import { useUiStore } from '../../state/ui';
import { specFileFixture } from '../../test/spec-fixture';
import { DialogHost } from './DialogHost';

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
  useSpecFilesStore.getState().addSpec(specFileFixture(2));
  useUiStore.setState({ modal: null, dialog: null });
  useNoticeStore.setState({ notice: null });
});

describe('DialogHost', () => {
  it('renders the requested dialog; Escape closes it', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useUiStore.getState().openDialog({ kind: 'hideColumns', fileId: 'f1' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide Columns' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useUiStore.getState().dialog).toBeNull();
  });

  it('closes a dialog whose file is no longer open', () => {
    render(<DialogHost />);
    act(() => useUiStore.getState().openDialog({ kind: 'addColumn', fileId: 'gone' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useUiStore.getState().dialog).toBeNull();
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
