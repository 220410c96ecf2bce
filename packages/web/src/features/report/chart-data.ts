import {
  BAND_LABELS,
  BAND_RANGES,
  type ColumnDistribution,
  SCORE_BANDS,
  type ScoreBandOrUnscored,
  type TestResults,
  type TestStatus,
} from '@specwright/core';
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
    percent: share(count, totalRequirements),
    color: paletteColor(index),
  }));
}

/** Band colours of the score chart: green, amber, red and grey, readable on both themes. */
const BAND_COLORS: Readonly<Record<ScoreBandOrUnscored, string>> = {
  high: '#3a9d63',
  medium: '#d9a033',
  low: '#d65353',
  unscored: '#8a929e',
};

const share = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

/** One datum per score band (and the requirements not scored yet, when there are some). */
export function bandChartData(
  counts: Readonly<Record<ScoreBandOrUnscored, number>>,
  totalRequirements: number,
): ChartDatum[] {
  const bands: ScoreBandOrUnscored[] = [
    ...SCORE_BANDS,
    ...(counts.unscored > 0 ? ['unscored' as const] : []),
  ];
  return bands.map((band) => ({
    value: `${BAND_LABELS[band]} (${BAND_RANGES[band]})`,
    count: counts[band],
    percent: share(counts[band], totalRequirements),
    color: BAND_COLORS[band],
  }));
}

/** A text summary of a chart, so the figures do not depend on colour or sight. */
export function chartSummary(kind: string, columnName: string, data: readonly ChartDatum[]): string {
  const parts = data.map((datum) => `${datum.value} ${datum.count} (${datum.percent}%)`);
  return `${kind} of ${columnName}: ${parts.join(', ')}`;
}

/** Test status colours, the score bands' green, red and grey. */
const TEST_COLORS: Readonly<Record<TestStatus, string>> = {
  passed: BAND_COLORS.high,
  failed: BAND_COLORS.low,
  untested: BAND_COLORS.unscored,
};
const TEST_LABELS: Readonly<Record<TestStatus, string>> = {
  passed: 'Passed',
  failed: 'Failed',
  untested: 'Untested',
};

/** Passed, failed and untested requirements in the last test run. */
export function testChartData(results: TestResults): ChartDatum[] {
  const total = results.requirements.length;
  return (['passed', 'failed', 'untested'] as const).map((status) => {
    const count = results.requirements.filter((result) => result.status === status).length;
    return { value: TEST_LABELS[status], count, percent: share(count, total), color: TEST_COLORS[status] };
  });
}
