import { beforeEach, describe, expect, it } from 'vitest';
import { pageTab } from './page-tabs';
import { createWorkspaceStore, restoreWorkspace, selectActiveTab, WORKSPACE_STORAGE_KEY } from './workspace';

const ids = (store: ReturnType<typeof createWorkspaceStore>) => store.getState().tabs.map((tab) => tab.id);

describe('workspace store', () => {
  beforeEach(() => localStorage.clear());

  it('starts with the Welcome tab open and active', () => {
    const store = createWorkspaceStore();
    expect(ids(store)).toEqual(['welcome']);
    expect(selectActiveTab(store.getState())?.title).toBe('Welcome');
  });

  it('opens a tab at the end and activates it', () => {
    const store = createWorkspaceStore();
    store.getState().openTab(pageTab('about'));
    expect(ids(store)).toEqual(['welcome', 'about']);
    expect(store.getState().activeTabId).toBe('about');
  });

  it('activates an already-open tab instead of opening it twice', () => {
    const store = createWorkspaceStore();
    store.getState().openTab(pageTab('about'));
    store.getState().openTab(pageTab('welcome'));
    expect(ids(store)).toEqual(['welcome', 'about']);
    expect(store.getState().activeTabId).toBe('welcome');
  });

  it('ignores activating a tab that is not open', () => {
    const store = createWorkspaceStore();
    store.getState().activateTab('releases');
    expect(store.getState().activeTabId).toBe('welcome');
  });

  it('closing the active tab activates its right neighbour, else its left one', () => {
    const store = createWorkspaceStore();
    store.getState().openTab(pageTab('about'));
    store.getState().openTab(pageTab('releases'));
    store.getState().activateTab('about');
    store.getState().closeTab('about');
    expect(ids(store)).toEqual(['welcome', 'releases']);
    expect(store.getState().activeTabId).toBe('releases');
    store.getState().closeTab('releases');
    expect(store.getState().activeTabId).toBe('welcome');
    store.getState().closeTab('welcome');
    expect(store.getState().tabs).toEqual([]);
    expect(store.getState().activeTabId).toBeNull();
  });

  it('closing an inactive tab keeps the active one', () => {
    const store = createWorkspaceStore();
    store.getState().openTab(pageTab('about'));
    store.getState().closeTab('welcome');
    expect(store.getState().activeTabId).toBe('about');
  });

  it('remembers the open tabs and the active tab across reloads', () => {
    const first = createWorkspaceStore();
    first.getState().openTab(pageTab('releases'));
    first.getState().openTab(pageTab('about'));
    first.getState().activateTab('releases');
    expect(localStorage.getItem(WORKSPACE_STORAGE_KEY)).toContain('releases');

    const reloaded = createWorkspaceStore();
    expect(ids(reloaded)).toEqual(['welcome', 'releases', 'about']);
    expect(reloaded.getState().activeTabId).toBe('releases');
  });

  it('remembers that every tab was closed', () => {
    createWorkspaceStore().getState().closeTab('welcome');
    expect(createWorkspaceStore().getState().tabs).toEqual([]);
  });

  it('falls back to the default when storage holds something unreadable', () => {
    localStorage.setItem(WORKSPACE_STORAGE_KEY, '{not json');
    expect(ids(createWorkspaceStore())).toEqual(['welcome']);
  });
});

describe('restoreWorkspace', () => {
  it('drops malformed and duplicate tabs and repairs the active id', () => {
    const restored = restoreWorkspace({
      tabs: [
        { id: 'about', title: 'About', type: 'page' },
        { id: 'about', title: 'About again', type: 'page' },
        { id: '', title: 'No id', type: 'page' },
        { id: 'x', title: 'Bad type', type: 'window' },
        { id: 's', title: 'Spec', type: 'spec', viewMode: 'sideways' },
        'junk',
      ],
      activeTabId: 'gone',
    });
    expect(restored).toEqual({ tabs: [{ id: 'about', title: 'About', type: 'page' }], activeTabId: 'about' });
  });

  it('rejects values that are not a workspace', () => {
    expect(restoreWorkspace(null)).toBeNull();
    expect(restoreWorkspace({ tabs: 'nope' })).toBeNull();
  });
});
