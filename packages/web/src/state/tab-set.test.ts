import { beforeEach, describe, expect, it } from 'vitest';
import { pageTab } from './page-tabs';
import { createTabSetStore, restoreTabSet, selectActiveTab, TAB_SET_STORAGE_KEY } from './tab-set';

const ids = (store: ReturnType<typeof createTabSetStore>) => store.getState().tabs.map((tab) => tab.id);

describe('tab set store', () => {
  beforeEach(() => localStorage.clear());

  it('starts with the Welcome tab open and active', () => {
    const store = createTabSetStore();
    expect(ids(store)).toEqual(['welcome']);
    expect(selectActiveTab(store.getState())?.title).toBe('Welcome');
  });

  it('opens a tab at the end and activates it', () => {
    const store = createTabSetStore();
    store.getState().openTab(pageTab('about'));
    expect(ids(store)).toEqual(['welcome', 'about']);
    expect(store.getState().activeTabId).toBe('about');
  });

  it('activates an already-open tab instead of opening it twice', () => {
    const store = createTabSetStore();
    store.getState().openTab(pageTab('about'));
    store.getState().openTab(pageTab('welcome'));
    expect(ids(store)).toEqual(['welcome', 'about']);
    expect(store.getState().activeTabId).toBe('welcome');
  });

  it('ignores activating a tab that is not open', () => {
    const store = createTabSetStore();
    store.getState().activateTab('releases');
    expect(store.getState().activeTabId).toBe('welcome');
  });

  it('closing the active tab activates its right neighbour, else its left one', () => {
    const store = createTabSetStore();
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
    const store = createTabSetStore();
    store.getState().openTab(pageTab('about'));
    store.getState().closeTab('welcome');
    expect(store.getState().activeTabId).toBe('about');
  });

  it('remembers the open tabs and the active tab across reloads', () => {
    const first = createTabSetStore();
    first.getState().openTab(pageTab('releases'));
    first.getState().openTab(pageTab('about'));
    first.getState().activateTab('releases');
    expect(localStorage.getItem(TAB_SET_STORAGE_KEY)).toContain('releases');

    const reloaded = createTabSetStore();
    expect(ids(reloaded)).toEqual(['welcome', 'releases', 'about']);
    expect(reloaded.getState().activeTabId).toBe('releases');
  });

  it('remembers that every tab was closed', () => {
    createTabSetStore().getState().closeTab('welcome');
    expect(createTabSetStore().getState().tabs).toEqual([]);
  });

  it('falls back to the default when storage holds something unreadable', () => {
    localStorage.setItem(TAB_SET_STORAGE_KEY, '{not json');
    expect(ids(createTabSetStore())).toEqual(['welcome']);
  });
});

describe('restoreTabSet', () => {
  it('drops malformed and duplicate tabs and repairs the active id', () => {
    const restored = restoreTabSet({
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

  it('keeps a spec tab in the trace view, and an old Traceability page tab', () => {
    const tabs = [
      { id: 'spec-f1', title: 'Spec', type: 'spec', requirementFileId: 'f1', viewMode: 'trace' },
      { id: 'traceability', title: 'Traceability', type: 'page' },
    ];
    expect(restoreTabSet({ tabs, activeTabId: 'spec-f1' })).toEqual({ tabs, activeTabId: 'spec-f1' });
  });

  it('rejects values that are not a tab set', () => {
    expect(restoreTabSet(null)).toBeNull();
    expect(restoreTabSet({ tabs: 'nope' })).toBeNull();
  });
});
