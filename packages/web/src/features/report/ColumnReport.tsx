import type { ColumnDistribution } from '@specwright/core';
import { useId } from 'react';
import { chartData } from './chart-data';
import { DistributionBars, DistributionPie } from './DistributionCharts';
import { DistributionTable } from './DistributionTable';

interface ColumnReportProps {
  distribution: ColumnDistribution;
  /** The requirements the percentages are of (chapters, context and comments are not counted). */
  totalRequirements: number;
}

/** One select column: a pie, a histogram and the legend table of its values. */
export function ColumnReport({ distribution, totalRequirements }: ColumnReportProps) {
  const titleId = useId();
  const columnName = distribution.column.headerName;
  const data = chartData(distribution, totalRequirements);
  return (
    <section className="report-card" aria-labelledby={titleId} data-testid="report-column">
      <header className="report-card__header">
        <h3 id={titleId} className="report-card__title">
          {columnName}
        </h3>
        <span className="report-card__meta">
          {data.length} {data.length === 1 ? 'value' : 'values'}
        </span>
      </header>
      <div className="report-card__body">
        <DistributionPie columnName={columnName} data={data} />
        <DistributionBars columnName={columnName} data={data} />
        <DistributionTable columnName={columnName} data={data} />
      </div>
    </section>
  );
}
