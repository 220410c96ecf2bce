import { beforeEach, describe, expect, it } from 'vitest';
import { clampSize } from './clamp-size';
import { createLayoutStore, fittedPanelWidths, LAYOUT_STORAGE_KEY, projectTreeShown } from './layout';

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
    expect(state.projectTreeVisible).toBeNull();
  });

  it('shows the project tree by default only to a signed-in user in a wide window; a choice wins', () => {
    const wide = { projectTreeVisible: null, windowWidth: 1440 };
    expect(projectTreeShown(wide, true)).toBe(true);
    expect(projectTreeShown(wide, false)).toBe(false);
    expect(projectTreeShown({ ...wide, windowWidth: 1024 }, true)).toBe(false);
    expect(projectTreeShown({ projectTreeVisible: true, windowWidth: 1024 }, false)).toBe(true);
    expect(projectTreeShown({ projectTreeVisible: false, windowWidth: 1440 }, true)).toBe(false);
  });

  it('remembers a choice to show or hide the project tree', () => {
    createLayoutStore().getState().setProjectTreeVisible(true);
    expect(createLayoutStore().getState().projectTreeVisible).toBe(true);
    createLayoutStore().getState().setProjectTreeVisible(false);
    expect(createLayoutStore().getState().projectTreeVisible).toBe(false);
  });

  it('treats a shown tree stored by version 1 (its default) as not chosen, a hidden one as chosen', () => {
    const storeV1 = (projectTreeVisible: boolean) =>
      localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify({ state: { projectTreeVisible }, version: 1 }));
    storeV1(true);
    expect(createLayoutStore().getState().projectTreeVisible).toBeNull();
    storeV1(false);
    expect(createLayoutStore().getState().projectTreeVisible).toBe(false);
  });

  it('narrows the shown panels in a 1024 px window so the tab area keeps 640 px', () => {
    const layout = { projectTreeWidth: 300, sidePanelWidth: 350, windowWidth: 1024 };
    expect(fittedPanelWidths(layout, { projectTree: false, sidePanel: true })).toEqual({
      projectTree: null,
      sidePanel: 350,
    });
    const both = fittedPanelWidths(layout, { projectTree: true, sidePanel: true });
    expect((both.projectTree ?? 0) + (both.sidePanel ?? 0)).toBeLessThanOrEqual(1024 - 640);
    expect(
      fittedPanelWidths({ ...layout, windowWidth: 1440 }, { projectTree: true, sidePanel: true }),
    ).toEqual({
      projectTree: 300,
      sidePanel: 350,
    });
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
