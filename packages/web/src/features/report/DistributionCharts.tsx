import {
  Bar,
  BarChart,
  CartesianGrid,
  Pie,
  PieChart,
  Rectangle,
  Sector,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { type ChartDatum, chartSummary } from './chart-data';

const PIE_SIZE = 200;
const BAR_WIDTH = 320;
const BAR_ROW_HEIGHT = 30;

const tooltipStyle = {
  background: 'var(--color-bg-raised)',
  border: '1px solid var(--color-border)',
  borderRadius: 6,
  color: 'var(--color-text)',
  fontSize: 12,
};

interface ChartProps {
  columnName: string;
  data: readonly ChartDatum[];
}

const colorAt = (data: readonly ChartDatum[], index: number) => data[index]?.color ?? 'currentColor';

/** The share of each value as a pie. */
export function DistributionPie({ columnName, data }: ChartProps) {
  const slices = data.filter((datum) => datum.count > 0);
  return (
    <figure className="report-chart">
      <div role="img" aria-label={chartSummary('Pie chart', columnName, data)}>
        <PieChart width={PIE_SIZE} height={PIE_SIZE} accessibilityLayer={false}>
          <Pie
            data={slices}
            dataKey="count"
            nameKey="value"
            outerRadius={PIE_SIZE / 2 - 8}
            startAngle={90}
            endAngle={-270}
            isAnimationActive={false}
            stroke="var(--color-bg)"
            shape={(props) => <Sector {...props} fill={colorAt(slices, props.index)} />}
          />
          <Tooltip contentStyle={tooltipStyle} />
        </PieChart>
      </div>
      <figcaption className="report-chart__caption">Share</figcaption>
    </figure>
  );
}

/** The count of each value as a histogram (one bar per value, in option order). */
export function DistributionBars({ columnName, data }: ChartProps) {
  const height = Math.max(PIE_SIZE, data.length * BAR_ROW_HEIGHT + 40);
  return (
    <figure className="report-chart">
      <div role="img" aria-label={chartSummary('Histogram', columnName, data)}>
        <BarChart
          width={BAR_WIDTH}
          height={height}
          data={[...data]}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke="var(--color-border)" />
          <XAxis type="number" allowDecimals={false} tickLine={false} stroke="var(--color-border-strong)" />
          <YAxis
            type="category"
            dataKey="value"
            width={96}
            tickLine={false}
            interval={0}
            stroke="var(--color-border-strong)"
          />
          <Bar
            dataKey="count"
            name="Count"
            isAnimationActive={false}
            shape={(props) => (
              <Rectangle {...props} fill={colorAt(data, props.index)} radius={[0, 3, 3, 0]} />
            )}
          />
          <Tooltip contentStyle={tooltipStyle} cursor={{ fill: 'var(--color-bg-hover)' }} />
        </BarChart>
      </div>
      <figcaption className="report-chart__caption">Count per value</figcaption>
    </figure>
  );
}
