import type { ColumnDistribution } from '@specwright/core';
import { paletteColor } from './palette';

export interface ChartDatum {
  readonly value: string;
  readonly count: number;
  /** Share of the requirements, in whole percent. */
  readonly percent: number;
  readonly color: string;
}

/** One datum per value of a select column, coloured in palette order. */
export function chartData(distribution: ColumnDistribution, totalRequirements: number): ChartDatum[] {
  return distribution.counts.map(({ value, count }, index) => ({
    value,
    count,
    percent: totalRequirements === 0 ? 0 : Math.round((count / totalRequirements) * 100),
    color: paletteColor(index),
  }));
}

/** A text summary of a chart, so the figures do not depend on colour or sight. */
export function chartSummary(kind: string, columnName: string, data: readonly ChartDatum[]): string {
  const parts = data.map((datum) => `${datum.value} ${datum.count} (${datum.percent}%)`);
  return `${kind} of ${columnName}: ${parts.join(', ')}`;
}
