import { useId } from 'react';
import type { ChartDatum } from './chart-data';
import { DistributionBars, DistributionPie } from './DistributionCharts';
import { DistributionTable } from './DistributionTable';

interface ReportCardProps {
  /** What is charted: a select column's name, or "Score band". */
  title: string;
  data: readonly ChartDatum[];
  testId?: string;
  /** What the header says beside the title; the number of values by default. */
  meta?: string;
}

/** One chart card: a pie, a histogram and the legend table of the values. */
export function ReportCard({ title, data, testId = 'report-column', meta }: ReportCardProps) {
  const titleId = useId();
  return (
    <section className="report-card" aria-labelledby={titleId} data-testid={testId}>
      <header className="report-card__header">
        <h3 id={titleId} className="report-card__title">
          {title}
        </h3>
        <span className="report-card__meta">
          {meta ?? `${data.length} ${data.length === 1 ? 'value' : 'values'}`}
        </span>
      </header>
      <div className="report-card__body">
        <DistributionPie columnName={title} data={data} />
        <DistributionBars columnName={title} data={data} />
        <DistributionTable columnName={title} data={data} />
      </div>
    </section>
  );
}
