import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, paletteColor } from './palette';

describe('chart palette', () => {
  it('uses the six colours in order and cycles after six', () => {
    expect(CHART_PALETTE).toEqual(['#4E79A7', '#F28E2B', '#E15759', '#76B7B2', '#59A14F', '#EDC948']);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 13].map(paletteColor)).toEqual([
      '#4E79A7',
      '#F28E2B',
      '#E15759',
      '#76B7B2',
      '#59A14F',
      '#EDC948',
      '#4E79A7',
      '#F28E2B',
      '#F28E2B',
    ]);
  });
});
