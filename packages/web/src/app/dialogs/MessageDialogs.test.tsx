import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog, useDialogStore } from '../../state/dialogs';
import { DialogHost } from './DialogHost';

// The dialogs load with their first use; loading the module here keeps that out of the tests' time limits.
beforeAll(() => import('../../ui/dialog/MessageDialogs'));
beforeEach(() => closeDialog());

describe('message dialogs', () => {
  it('shows an info message as a dialog that OK closes', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    act(() =>
      openDialog('info', {
        title: 'Sign In Required',
        message: 'You must be signed in to use this feature.',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign In Required' });
    expect(dialog.textContent).toContain('You must be signed in to use this feature.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useDialogStore.getState().open).toBeNull();
  });

  it('shows the link an info message carries, opening in a new tab', async () => {
    render(<DialogHost />);
    const url = 'https://github.com/acme/specs/pull/7';
    act(() =>
      openDialog('info', {
        title: 'Create Pull Request',
        message: 'Successfully created pull request!',
        link: { href: url, label: `Pull request #7: ${url}` },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Pull Request' });
    const link = screen.getByRole('link', { name: `Pull request #7: ${url}` });
    expect(dialog.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    act(() => openDialog('info', { title: 'Note', message: 'Hello' }));
    await screen.findByRole('dialog', { name: 'Note' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('runs onConfirm from a confirmation and closes; Cancel only closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DialogHost />);
    act(() =>
      openDialog('confirmation', {
        title: 'Delete repository',
        message: 'Delete "docs"?',
        confirmLabel: 'Delete',
        onConfirm,
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => openDialog('confirmation', { title: 'Delete repository', message: 'Delete?', onConfirm }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('progress dialog', () => {
    beforeAll(async () => {
      // Load the lazily loaded dialog once with real timers; later openings then render at once.
      render(<DialogHost />);
      act(() => openDialog('progress', { title: 'Loading', message: '…' }));
      await screen.findByRole('progressbar', { name: 'Loading' });
      act(() => closeDialog());
      cleanup();
    });
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('fills 10 % every 100 ms, then stays full until closed', () => {
      render(<DialogHost />);
      act(() => openDialog('progress', { title: 'Saving', message: 'Saving your spec…' }));
      const bar = () => screen.getByRole('progressbar', { name: 'Saving' });
      expect(bar().getAttribute('aria-valuenow')).toBe('0');
      act(() => vi.advanceTimersByTime(100));
      expect(bar().getAttribute('aria-valuenow')).toBe('10');
      act(() => vi.advanceTimersByTime(400));
      expect(bar().getAttribute('aria-valuenow')).toBe('50');
      act(() => vi.advanceTimersByTime(5000));
      expect(bar().getAttribute('aria-valuenow')).toBe('100');
      expect(screen.getByRole('dialog', { name: 'Saving' })).toBeTruthy();
      act(() => closeDialog());
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('starts again from zero for the next progress dialog', () => {
      render(<DialogHost />);
      act(() => openDialog('progress', { title: 'First', message: '…' }));
      act(() => vi.advanceTimersByTime(1000));
      act(() => openDialog('progress', { title: 'Second', message: '…' }));
      expect(screen.getByRole('progressbar', { name: 'Second' }).getAttribute('aria-valuenow')).toBe('0');
    });
  });
});
