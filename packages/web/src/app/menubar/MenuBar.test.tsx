import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../state/session';
import { initialTabSet, useTabSetStore } from '../../state/tab-set';
import { MenuBar } from './MenuBar';
import { MENU_BLUR_CLOSE_DELAY_MS } from './use-menubar';

const trigger = (name: string) => within(screen.getByRole('menubar')).getByRole('menuitem', { name });
const openMenu = () => screen.queryByRole('menu');
const focused = () => document.activeElement;

function renderMenuBar() {
  render(
    <>
      <MenuBar />
      <button type="button">Outside</button>
    </>,
  );
}

beforeEach(() => {
  useTabSetStore.setState(initialTabSet());
  useSessionStore.setState({ status: 'signedOut', user: null });
});

describe('MenuBar', () => {
  it('shows the top menus in a "Main menu" menubar with one tab stop', () => {
    renderMenuBar();
    const menubar = screen.getByRole('menubar', { name: 'Main menu' });
    const triggers = within(menubar).getAllByRole('menuitem');
    expect(triggers.map((item) => item.textContent)).toEqual([
      'File',
      'Edit',
      'View',
      'Analyze',
      'Generate',
      'Review',
      'Help',
    ]);
    expect(triggers.map((item) => item.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('moves between top menus with Left/Right, wrapping around', async () => {
    const user = userEvent.setup();
    renderMenuBar();
    trigger('File').focus();
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe(trigger('Edit'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focused()).toBe(trigger('Help'));
    expect(trigger('Help').tabIndex).toBe(0);
  });

  it('opens with Down, moves with Up/Down, and Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderMenuBar();
    trigger('Help').focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Help' });
    expect(trigger('Help').getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe(within(menu).getByRole('menuitem', { name: 'Welcome' }));
    await user.keyboard('{ArrowDown}');
    expect(focused()?.textContent).toBe('Release Notes');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(focused()?.textContent).toBe('About');
    await user.keyboard('{Escape}');
    expect(openMenu()).toBeNull();
    expect(focused()).toBe(trigger('Help'));
  });

  it('opens with Enter or Space too, and Up opens at the last item', async () => {
    const user = userEvent.setup();
    renderMenuBar();
    trigger('Help').focus();
    await user.keyboard('{Enter}');
    expect(focused()?.textContent).toBe('Welcome');
    await user.keyboard('{Escape} ');
    expect(focused()?.textContent).toBe('Welcome');
    await user.keyboard('{Escape}{ArrowUp}');
    expect(focused()?.textContent).toBe('About');
  });

  it('runs the focused item with Enter, closes the menu and returns focus', async () => {
    const user = userEvent.setup();
    renderMenuBar();
    trigger('Help').focus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(useTabSetStore.getState().activeTabId).toBe('about');
    expect(openMenu()).toBeNull();
    expect(focused()).toBe(trigger('Help'));
  });

  it('moves to the neighbouring menu with Left/Right while open', async () => {
    const user = userEvent.setup();
    renderMenuBar();
    trigger('Help').focus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('menu', { name: 'File' })).toBeTruthy();
    expect(focused()?.textContent).toBe('New…');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('menu', { name: 'Help' })).toBeTruthy();
  });

  it('shows disabled items that do nothing, with shortcuts right-aligned', async () => {
    const user = userEvent.setup();
    renderMenuBar();
    await user.click(trigger('File'));
    const open = screen.getByRole('menuitem', { name: 'Open File…' });
    expect(open.getAttribute('aria-keyshortcuts')).toBe('Control+O');
    expect(open.querySelector('.menu-item__shortcut')?.textContent).toBe('Ctrl+O');
    await user.keyboard('{Escape}');
    await user.click(trigger('Edit'));
    const undo = screen.getByRole('menuitem', { name: 'Undo' });
    expect(undo.getAttribute('aria-disabled')).toBe('true');
    await user.click(undo);
    expect(openMenu()).not.toBeNull();
  });

  it('switches menus on hover only while one is open, and closes on a click outside', async () => {
    const user = userEvent.setup();
    renderMenuBar();
    await user.hover(trigger('Edit'));
    expect(openMenu()).toBeNull();
    await user.click(trigger('File'));
    await user.hover(trigger('View'));
    expect(screen.getByRole('menu', { name: 'View' })).toBeTruthy();
    await user.click(document.body);
    expect(openMenu()).toBeNull();
  });

  it('clicking the open menu’s top item closes it', async () => {
    const user = userEvent.setup();
    renderMenuBar();
    await user.click(trigger('File'));
    expect(openMenu()).not.toBeNull();
    await user.click(trigger('File'));
    expect(openMenu()).toBeNull();
  });

  describe('blur delay', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it(`closes ${MENU_BLUR_CLOSE_DELAY_MS} ms after focus leaves the menu bar`, () => {
      renderMenuBar();
      trigger('Help').focus();
      fireEvent.keyDown(trigger('Help'), { key: 'ArrowDown' });
      expect(openMenu()).not.toBeNull();
      act(() => screen.getByRole('button', { name: 'Outside' }).focus());
      act(() => vi.advanceTimersByTime(MENU_BLUR_CLOSE_DELAY_MS - 1));
      expect(openMenu()).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(openMenu()).toBeNull();
    });

    it('stays open when focus comes back within the delay', () => {
      renderMenuBar();
      trigger('Help').focus();
      fireEvent.keyDown(trigger('Help'), { key: 'ArrowDown' });
      act(() => screen.getByRole('button', { name: 'Outside' }).focus());
      act(() => vi.advanceTimersByTime(100));
      act(() => screen.getByRole('menuitem', { name: 'Welcome' }).focus());
      act(() => vi.advanceTimersByTime(500));
      expect(openMenu()).not.toBeNull();
    });
  });
});
