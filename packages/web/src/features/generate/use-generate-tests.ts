import {
  generateTestCases,
  type SkeletonFile,
  type TestType,
  testSkeleton,
} from '@specwright/quality/generate';
import { useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { readSpecFiles } from '../../state/read-stores';
import { testResultFile } from './test-result';
import { type TestScope, testSources } from './test-sources';

export const NO_REQUIREMENTS = 'No requirements found in the active file.';

export interface GeneratedTests {
  cases: number;
  requirements: number;
  skeleton: SkeletonFile;
}

/** The Generate Test dialog's work: the cases of the chosen requirements, opened as a new spec tab. */
export function useGenerateTests(fileId: string) {
  const [result, setResult] = useState<GeneratedTests | null>(null);
  const [error, setError] = useState<string | null>(null);

  const generate = (type: TestType, scope: TestScope) => {
    const spec = readSpecFiles().specs[fileId];
    if (!spec) {
      setError(NO_REQUIREMENTS);
      return;
    }
    const file = spec.edit.file;
    const sources = testSources(file, scope, spec.selectedRowId);
    const cases = generateTestCases(sources);
    if (cases.length === 0) {
      setError(NO_REQUIREMENTS);
      return;
    }
    const opened = testResultFile(crypto.randomUUID(), file.title, cases, type);
    runAction('spec.open', { source: 'dialog' }, { file: opened });
    setError(null);
    setResult({
      cases: cases.length,
      requirements: sources.length,
      skeleton: testSkeleton(file.title, cases, type),
    });
  };

  return { result, error, generate };
}
