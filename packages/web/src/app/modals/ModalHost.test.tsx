import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../state/ui';
import { ModalHost } from './ModalHost';

const openModal = (...args: Parameters<ReturnType<typeof useUiStore.getState>['openModal']>) =>
  act(() => useUiStore.getState().openModal(...args));

beforeEach(() => useUiStore.setState({ modal: null }));

describe('ModalHost', () => {
  it('shows an info modal as a dialog that OK closes', async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    openModal({
      type: 'info',
      title: 'Sign In Required',
      message: 'You must be signed in to use this feature.',
    });
    const dialog = screen.getByRole('dialog', { name: 'Sign In Required' });
    expect(dialog.textContent).toContain('You must be signed in to use this feature.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useUiStore.getState().modal).toBeNull();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    openModal({ type: 'info', title: 'Note', message: 'Hello' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('runs onConfirm from a confirmation and closes; Cancel only closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ModalHost />);
    openModal({
      type: 'confirmation',
      title: 'Delete repository',
      message: 'Delete "docs"?',
      confirmLabel: 'Delete',
      onConfirm,
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    openModal({ type: 'confirmation', title: 'Delete repository', message: 'Delete?', onConfirm });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('progress modal', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('fills 10 % every 100 ms, then stays full until closed', () => {
      render(<ModalHost />);
      openModal({ type: 'progress', title: 'Saving', message: 'Saving your spec…' });
      const bar = () => screen.getByRole('progressbar', { name: 'Saving' });
      expect(bar().getAttribute('aria-valuenow')).toBe('0');
      act(() => vi.advanceTimersByTime(100));
      expect(bar().getAttribute('aria-valuenow')).toBe('10');
      act(() => vi.advanceTimersByTime(400));
      expect(bar().getAttribute('aria-valuenow')).toBe('50');
      act(() => vi.advanceTimersByTime(5000));
      expect(bar().getAttribute('aria-valuenow')).toBe('100');
      expect(screen.getByRole('dialog', { name: 'Saving' })).toBeTruthy();
      act(() => useUiStore.getState().closeModal());
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('starts again from zero for the next progress modal', () => {
      render(<ModalHost />);
      openModal({ type: 'progress', title: 'First', message: '…' });
      act(() => vi.advanceTimersByTime(1000));
      openModal({ type: 'progress', title: 'Second', message: '…' });
      expect(screen.getByRole('progressbar', { name: 'Second' }).getAttribute('aria-valuenow')).toBe('0');
    });
  });
});
