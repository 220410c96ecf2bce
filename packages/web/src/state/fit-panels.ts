import type { SizeLimits } from './clamp-size';

/**
 * Below this window width the project tree starts collapsed (docs/product-rules.md, "Constants and limits");
 * the user's own choice, once made, wins.
 */
export const NARROW_WINDOW_WIDTH = 1280;

/** The tab area keeps at least this width: the side panels give way, down to their minimum widths. */
export const MIN_TAB_AREA_WIDTH = 640;

/** A shown panel's chosen width and limits; null for a hidden panel. */
export type PanelFit = { width: number; limits: SizeLimits } | null;

/**
 * The widths the panels get in a window this wide: their chosen widths when the tab area keeps
 * `MIN_TAB_AREA_WIDTH`, otherwise each shrinks in proportion to what it can give (never below its minimum).
 */
export function fitPanelWidths(windowWidth: number, panels: readonly PanelFit[]): (number | null)[] {
  const shown = panels.filter((panel) => panel !== null);
  const total = shown.reduce((sum, panel) => sum + panel.width, 0);
  const excess = total - Math.max(0, windowWidth - MIN_TAB_AREA_WIDTH);
  const slack = shown.reduce((sum, panel) => sum + Math.max(0, panel.width - panel.limits.min), 0);
  return panels.map((panel) => {
    if (panel === null) return null;
    if (excess <= 0 || slack === 0) return panel.width;
    const give = Math.max(0, panel.width - panel.limits.min);
    return Math.max(panel.limits.min, Math.floor(panel.width - (give * Math.min(excess, slack)) / slack));
  });
}
