import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitPanelWidths, MIN_TAB_AREA_WIDTH } from './fit-panels';

const tree = (width: number) => ({ width, limits: { min: 200, max: 600 } });
const side = (width: number) => ({ width, limits: { min: 150, max: 800 } });

describe('fitPanelWidths', () => {
  it('keeps the chosen widths in a wide window', () => {
    expect(fitPanelWidths(1600, [tree(300), side(350)])).toEqual([300, 350]);
    expect(fitPanelWidths(1024, [null, side(350)])).toEqual([null, 350]);
  });

  it('shrinks the panels in proportion so the tab area keeps 640 px', () => {
    // 1024 − 640 leaves 384 for panels that want 650: each gives from what it has above its minimum.
    const [treeWidth, sideWidth] = fitPanelWidths(1024, [tree(300), side(350)]);
    expect((treeWidth ?? 0) + (sideWidth ?? 0)).toBeLessThanOrEqual(384);
    expect(treeWidth).toBeGreaterThanOrEqual(200);
    expect(sideWidth).toBeGreaterThanOrEqual(150);
  });

  it('never goes below a minimum width, even in a very narrow window', () => {
    expect(fitPanelWidths(640, [tree(300), side(350)])).toEqual([200, 150]);
  });

  it('leaves the tab area at least 640 px whenever the minimum widths allow it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4000 }),
        fc.option(fc.integer({ min: 200, max: 600 })),
        fc.option(fc.integer({ min: 150, max: 800 })),
        (windowWidth, treeChoice, sideChoice) => {
          const panels = [
            treeChoice === null ? null : tree(treeChoice),
            sideChoice === null ? null : side(sideChoice),
          ];
          const widths = fitPanelWidths(windowWidth, panels);
          const used = widths.reduce<number>((sum, width) => sum + (width ?? 0), 0);
          const minimums = panels.reduce((sum, panel) => sum + (panel?.limits.min ?? 0), 0);
          expect(windowWidth - used).toBeGreaterThanOrEqual(
            Math.min(MIN_TAB_AREA_WIDTH, windowWidth - minimums),
          );
          for (const [index, width] of widths.entries()) {
            const panel = panels[index];
            if (!panel) {
              expect(width).toBeNull();
              continue;
            }
            expect(width).toBeGreaterThanOrEqual(panel.limits.min);
            expect(width).toBeLessThanOrEqual(panel.width);
          }
        },
      ),
    );
  });
});
