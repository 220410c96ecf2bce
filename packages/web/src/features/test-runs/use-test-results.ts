import type { TestResults } from '@specwright/core';
import { useEffect } from 'react';
import { useAccountSpecs, useTraceData } from '../../state/read-stores';
import { loadTestResults } from './test-results-actions';

/** The last test run of an open file kept in the account, read when it opens; undefined otherwise. */
export function useSpecTestResults(fileId: string): TestResults | undefined {
  const specId = useAccountSpecs((state) => state.links[fileId]?.specId);
  const results = useTraceData((state) => (specId ? state.results[specId] : undefined));
  useEffect(() => {
    if (specId) void loadTestResults(specId);
  }, [specId]);
  return results;
}
