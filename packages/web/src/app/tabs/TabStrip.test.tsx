import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageTab } from '../../state/page-tabs';
import { useTabSetStore } from '../../state/tab-set';
import { TabStrip } from './TabStrip';

beforeEach(() => {
  useTabSetStore.setState({
    tabs: [pageTab('welcome'), pageTab('about'), pageTab('releases')],
    activeTabId: 'welcome',
  });
});

const tab = (name: string) => screen.getByRole('tab', { name });
const activeId = () => useTabSetStore.getState().activeTabId;

describe('TabStrip', () => {
  it('lists the open tabs in an "Open tabs" tablist with the active one selected', () => {
    render(<TabStrip />);
    expect(screen.getByRole('tablist', { name: 'Open tabs' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Welcome',
      'About',
      'Release Notes',
    ]);
    expect(tab('Welcome').getAttribute('aria-selected')).toBe('true');
    expect(tab('About').tabIndex).toBe(-1);
  });

  it('activates a tab on click', async () => {
    const user = userEvent.setup();
    render(<TabStrip />);
    await user.click(tab('About'));
    expect(activeId()).toBe('about');
  });

  it('moves with Left/Right (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<TabStrip />);
    tab('Welcome').focus();
    await user.keyboard('{ArrowRight}');
    expect(activeId()).toBe('about');
    expect(document.activeElement).toBe(tab('About'));
    await user.keyboard('{End}{ArrowRight}');
    expect(activeId()).toBe('welcome');
    await user.keyboard('{ArrowLeft}');
    expect(activeId()).toBe('releases');
    await user.keyboard('{Home}');
    expect(activeId()).toBe('welcome');
  });

  it('closes a tab with its × button, a middle click, or Delete', async () => {
    const user = userEvent.setup();
    render(<TabStrip />);
    await user.click(screen.getByRole('button', { name: 'Close About' }));
    expect(screen.queryByRole('tab', { name: 'About' })).toBeNull();

    fireEvent(tab('Release Notes'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(screen.queryByRole('tab', { name: 'Release Notes' })).toBeNull();

    tab('Welcome').focus();
    await user.keyboard('{Delete}');
    expect(useTabSetStore.getState().tabs).toEqual([]);
  });

  describe('when the tabs do not fit', () => {
    // jsdom lays nothing out: make every element report content wider than itself.
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    });
    afterEach(() => vi.restoreAllMocks());

    it('offers a menu of all tabs, the active one checked; a click on one activates it', async () => {
      const user = userEvent.setup();
      render(<TabStrip />);
      await user.click(screen.getByRole('button', { name: 'All tabs (3)' }));
      const items = await screen.findAllByRole('menuitemradio');
      expect(items.map((item) => item.textContent?.replace('✓', ''))).toEqual([
        'Welcome',
        'About',
        'Release Notes',
      ]);
      expect(items[0]?.getAttribute('aria-checked')).toBe('true');
      await user.click(screen.getByRole('menuitemradio', { name: 'Release Notes' }));
      expect(activeId()).toBe('releases');
    });
  });

  it('shows no overflow menu when the tabs fit', () => {
    render(<TabStrip />);
    expect(screen.queryByRole('button', { name: /All tabs/ })).toBeNull();
  });
});
