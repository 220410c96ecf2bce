import { beforeEach, describe, expect, it } from 'vitest';
import { clampSize } from './clamp-size';
import { createLayoutStore, LAYOUT_STORAGE_KEY } from './layout';

describe('clampSize', () => {
  it('keeps a size within its limits, in whole pixels', () => {
    const limits = { min: 200, max: 600 };
    expect(clampSize(150, limits)).toBe(200);
    expect(clampSize(900, limits)).toBe(600);
    expect(clampSize(333.6, limits)).toBe(334);
    expect(clampSize(Number.NaN, limits)).toBe(200);
  });
});

describe('layout store', () => {
  beforeEach(() => localStorage.clear());

  it('starts with the spec sizes: project tree 300 px, side panel 350 px', () => {
    const state = createLayoutStore().getState();
    expect(state.projectTreeWidth).toBe(300);
    expect(state.sidePanelWidth).toBe(350);
    expect(state.projectTreeVisible).toBe(true);
  });

  it('clamps widths to 200–600 (project tree) and 150–800 (side panel)', () => {
    const store = createLayoutStore();
    store.getState().setProjectTreeWidth(50);
    store.getState().setSidePanelWidth(5000);
    expect(store.getState().projectTreeWidth).toBe(200);
    expect(store.getState().sidePanelWidth).toBe(800);
  });

  it('remembers sizes across reloads, re-clamping whatever was stored', () => {
    createLayoutStore().getState().setProjectTreeWidth(420);
    expect(createLayoutStore().getState().projectTreeWidth).toBe(420);

    localStorage.setItem(
      LAYOUT_STORAGE_KEY,
      JSON.stringify({
        state: { projectTreeWidth: 9999, sidePanelWidth: 'wide', sidePanel: 'bogus' },
        version: 1,
      }),
    );
    const restored = createLayoutStore().getState();
    expect(restored.projectTreeWidth).toBe(600);
    expect(restored.sidePanelWidth).toBe(350);
    expect(restored.sidePanel).toBe('properties');
  });

  it('toggles one side panel at a time', () => {
    const store = createLayoutStore();
    store.getState().toggleSidePanel('chat');
    expect(store.getState().sidePanel).toBe('chat');
    store.getState().toggleSidePanel('chat');
    expect(store.getState().sidePanel).toBeNull();
  });
});
