/** The report's chart colours (docs/product-rules.md, "Constants and limits"), used in this order and cycled after six. */
export const CHART_PALETTE = ['#4E79A7', '#F28E2B', '#E15759', '#76B7B2', '#59A14F', '#EDC948'] as const;

export function paletteColor(index: number): string {
  const size = CHART_PALETTE.length;
  return CHART_PALETTE[((index % size) + size) % size] ?? CHART_PALETTE[0];
}
