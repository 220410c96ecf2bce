import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from 'radix-ui';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog } from '../state/dialogs';
import { useLayoutStore } from '../state/layout';
import { initialTabSet, useTabSetStore } from '../state/tab-set';
import { renderWithConfig } from '../test/render-with-config';
import { AppShell } from './AppShell';

function renderShell() {
  return renderWithConfig(
    <Tooltip.Provider>
      <AppShell />
    </Tooltip.Provider>,
  );
}

// The dialogs load with their first use; loading the module here keeps that out of the tests' time limits.
beforeAll(() => import('../ui/dialog/MessageDialogs'));

beforeEach(() => {
  // The shell asks the server for the session on mount; here nobody is signed in.
  vi.stubGlobal('fetch', async () => Response.json(null));
  useTabSetStore.setState(initialTabSet());
  useLayoutStore.setState({ projectTreeVisible: true, projectTreeWidth: 300, sidePanel: 'properties' });
  closeDialog();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppShell', () => {
  it('lays out menu bar, toolbar, project tree, tabs and the Welcome page', () => {
    renderShell();
    for (const id of ['menubar', 'toolbar', 'project-tree-panel', 'tab-strip', 'tab-content']) {
      expect(screen.getByTestId(id)).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Welcome to Specwright' })).toBeTruthy();
    expect(screen.getByRole('separator', { name: 'Resize project tree' })).toBeTruthy();
    expect(
      within(screen.getByTestId('project-tree-panel')).getByText('Authentication Required'),
    ).toBeTruthy();
    // The side panel belongs to spec tabs only.
    expect(screen.queryByTestId('side-panel')).toBeNull();
    expect(screen.queryByRole('separator', { name: 'Resize side panel' })).toBeNull();
  });

  it('hides and shows the project panel for a signed-out user', async () => {
    const user = userEvent.setup();
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Show Project Panel' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(screen.queryByTestId('project-tree-panel')).toBeNull();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('dialog', { name: 'Sign In Required' })).toBeNull();
    await user.click(toggle);
    expect(screen.getByTestId('project-tree-panel')).toBeTruthy();
  });

  it('starts without the project panel for a signed-out user who never chose', () => {
    useLayoutStore.setState({ projectTreeVisible: null, windowWidth: 1440 });
    renderShell();
    expect(screen.queryByTestId('project-tree-panel')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show Project Panel' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('keeps row and panel buttons disabled outside a spec tab', () => {
    renderShell();
    for (const name of ['Insert Row Above', 'Delete Row', 'Move Row Down', 'Toggle Chat Panel']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBe('true');
    }
  });

  it('closes the active tab with Alt+W and offers to reopen Welcome', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.keyboard('{Alt>}w{/Alt}');
    const empty = screen.getByTestId('empty-tabs');
    expect(empty.textContent).toContain('No tab is open');
    await user.click(within(empty).getByRole('button', { name: 'Open Welcome' }));
    expect(screen.getByRole('tab', { name: 'Welcome' })).toBeTruthy();
  });

  it('opens About from the Help menu with the version and release date from the configuration', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('menuitem', { name: 'Help' }));
    await user.click(screen.getByRole('menuitem', { name: 'About' }));
    expect(screen.getByRole('tab', { name: 'About' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('about-version').textContent).toBe('0.1.0');
    expect(screen.getByTestId('about-release-date').textContent).toBe('November 21, 2026');
  });
});
