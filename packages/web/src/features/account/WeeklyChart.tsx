import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeeklyMetrics } from './dashboard-api';
import { hasActivity, WEEKLY_SERIES, weeklyPoints, weeklySummary } from './weekly-chart';

const tooltipStyle = {
  background: 'var(--color-bg-raised)',
  border: '1px solid var(--color-border)',
  borderRadius: 6,
  color: 'var(--color-text)',
  fontSize: 12,
};

/** Requirements per week (total, analyzed, accepted, rejected), oldest week on the left. */
export function WeeklyChart({ metrics }: { metrics: WeeklyMetrics }) {
  const points = weeklyPoints(metrics);
  if (!hasActivity(points)) {
    return (
      <p className="dashboard-chart__empty">
        No activity yet. Run a review or a score analysis on a spec and your weekly figures appear here.
      </p>
    );
  }
  return (
    <div className="dashboard-chart" role="img" aria-label={weeklySummary(points)}>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart
          data={points}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis
            dataKey="week"
            tickLine={false}
            stroke="var(--color-border-strong)"
            tick={{ fill: 'var(--color-text-muted)' }}
            fontSize={12}
          />
          <YAxis
            allowDecimals={false}
            tickLine={false}
            stroke="var(--color-border-strong)"
            tick={{ fill: 'var(--color-text-muted)' }}
            fontSize={12}
          />
          <Tooltip contentStyle={tooltipStyle} cursor={{ fill: 'var(--color-bg-hover)' }} />
          <Legend
            iconType="square"
            itemSorter={null}
            wrapperStyle={{ fontSize: 12 }}
            formatter={(label) => <span className="dashboard-chart__legend">{label}</span>}
          />
          {WEEKLY_SERIES.map((series) => (
            <Bar
              key={series.key}
              dataKey={series.key}
              name={series.label}
              fill={series.color}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
