import type { ChartDatum } from './chart-data';

interface DistributionTableProps {
  columnName: string;
  data: readonly ChartDatum[];
}

/** The legend of both charts and their figures as text: colour, value, count and share. */
export function DistributionTable({ columnName, data }: DistributionTableProps) {
  return (
    <table className="report-legend">
      <caption className="visually-hidden">Values of {columnName}</caption>
      <thead>
        <tr>
          <th scope="col">Value</th>
          <th scope="col">Count</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {data.map((datum) => (
          <tr key={datum.value}>
            <th scope="row">
              <span
                className="report-legend__swatch"
                style={{ background: datum.color }}
                aria-hidden="true"
              />
              <span className="report-legend__value">{datum.value}</span>
            </th>
            <td>{datum.count}</td>
            <td>{datum.percent}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
