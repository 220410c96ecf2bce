import { useMemo } from 'react';
import { TestStatusBadge } from '../../ui/TestStatusBadge';
import { testCells } from '../test-runs/test-result-text';
import { useSpecTestResults } from '../test-runs/use-test-results';

const counted = (count: number, word: string) => `${count.toLocaleString('en')} ${word}`;

/** The selected requirement's status in the spec's last test run and its cases; nothing without a run. */
export function RowTestResult({ fileId, rowId }: { fileId: string; rowId: string }) {
  const results = useSpecTestResults(fileId);
  const cells = useMemo(() => testCells(results), [results]);
  const cell = cells.get(rowId);
  const result = results?.requirements.find((found) => found.row_id === rowId);
  if (!cell || !result || !results?.run) return null;
  return (
    <section className="properties__tests" aria-label="Test results" data-testid="row-test-result">
      <h3 className="properties__tests-title">Tests</h3>
      <TestStatusBadge {...cell} />
      <p className="properties__tests-cases">
        {counted(result.passed, 'passed')}, {counted(result.failed, 'failed')},{' '}
        {counted(result.skipped, 'skipped')} in {results.run.name}
      </p>
      {result.failure ? <p className="properties__tests-failure">Failed: {result.failure}</p> : null}
    </section>
  );
}
