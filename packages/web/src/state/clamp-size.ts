export interface SizeLimits {
  min: number;
  max: number;
}

/** Rounds a panel size to whole pixels and keeps it within its limits. */
export function clampSize(size: number, { min, max }: SizeLimits): number {
  if (Number.isNaN(size)) return min;
  return Math.min(max, Math.max(min, Math.round(size)));
}
