import { buildReport, type RequirementFile, scoreBandCounts, type TestResults } from '@specwright/core';
import { useMemo } from 'react';
import { useSpecFile } from '../../state/spec-files';
import { runDate } from '../test-runs/test-result-text';
import { useSpecTestResults } from '../test-runs/use-test-results';
import { bandChartData, chartData, testChartData } from './chart-data';
import { ReportCard } from './ReportCard';
import './report.css';

function ReportEmpty({ title, text }: { title: string; text: string }) {
  return (
    <div className="report-empty" data-testid="report-empty">
      <h3 className="report-empty__title">{title}</h3>
      <p className="report-empty__text">{text}</p>
    </div>
  );
}

/** The report view of a spec (docs/product-rules.md, "Screens"): the total and, per visible select column, a pie and a histogram. */
export function ReportView({ fileId }: { fileId: string }) {
  const file = useSpecFile(fileId);
  const testResults = useSpecTestResults(fileId);
  return file ? <ReportContent file={file} testResults={testResults} /> : null;
}

/** The "Test results" chart of the last run, named with the run's name and date. */
function TestResultsCard({ results }: { results: TestResults }) {
  if (!results.run) return null;
  return (
    <ReportCard
      title="Test results"
      data={testChartData(results)}
      testId="report-test-results"
      meta={`${results.run.name} · ${runDate(results.run)}`}
    />
  );
}

/** The report of a file that is not (necessarily) open: also the read-only shared view's. */
export function ReportContent({
  file,
  testResults,
}: {
  file: RequirementFile;
  testResults?: TestResults | undefined;
}) {
  const report = useMemo(() => buildReport(file), [file]);
  const total = report.totalRequirements;
  const hasScores = file.columns.some((column) => column.field === 'score');
  return (
    <div className="report-view" data-testid="report-view">
      <div className="report-view__page">
        <header className="report-view__header">
          <h2 className="report-view__title">{file.title}</h2>
          <p className="report-view__subtitle">Report</p>
        </header>
        <section className="report-total" aria-labelledby="report-total-label">
          <span id="report-total-label" className="report-total__label">
            Total requirements
          </span>
          <span className="report-total__value" data-testid="report-total">
            {total}
          </span>
        </section>
        {total === 0 ? (
          <ReportEmpty
            title="No Requirements Found"
            text="Add requirements in the table or document view to see their charts."
          />
        ) : report.distributions.length === 0 && !hasScores && !testResults?.run ? (
          <ReportEmpty
            title="Nothing to chart"
            text="No select columns to chart. Add a select column with Edit → Add Column."
          />
        ) : (
          <div className="report-view__cards">
            {testResults?.run ? <TestResultsCard results={testResults} /> : null}
            {hasScores ? (
              <ReportCard
                title="Score band"
                data={bandChartData(scoreBandCounts(file.data), total)}
                testId="report-score-bands"
              />
            ) : null}
            {report.distributions.map((distribution) => (
              <ReportCard
                key={distribution.column.field}
                title={distribution.column.headerName}
                data={chartData(distribution, total)}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
