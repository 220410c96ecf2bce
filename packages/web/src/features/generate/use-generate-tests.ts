import {
  generateTestCases,
  type SkeletonFile,
  type TestCase,
  type TestType,
  testSkeleton,
} from '@specwright/quality/generate';
import { useEffect, useRef, useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { readSpecFiles } from '../../state/read-stores';
import { linkedTests } from './test-links';
import { testResultFile } from './test-result';
import { type TestScope, testSources } from './test-sources';
import { refineTestCases } from './tests-api';

/** Where generated test cases go: a spec of their own in a new tab, or rows of this spec that verify their requirements. */
export type TestPlacement = 'tab' | 'spec';

export const NO_REQUIREMENTS = 'No requirements found in the active file.';

export interface GeneratedTests {
  cases: number;
  requirements: number;
  skeleton: SkeletonFile;
  /** Where the cases went: a new tab, or rows of the spec linked to their requirements. */
  placement: TestPlacement;
  /** What the language model did: refined the cases, or why it could not (then the cases are the derived ones). */
  model: { refined: true } | { refined: false; failure: string } | null;
}

/**
 * The Generate Test dialog's work: the cases of the chosen requirements (reworded by the language model
 * when the server has one and the user is signed in), opened as a new spec tab or added to the spec with
 * `verifies` links to their requirements.
 */
export function useGenerateTests(fileId: string, useModel: boolean) {
  const [result, setResult] = useState<GeneratedTests | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  const generate = async (type: TestType, scope: TestScope, placement: TestPlacement) => {
    const spec = readSpecFiles().specs[fileId];
    const file = spec?.edit.file;
    const sources = file && spec ? testSources(file, scope, spec.selectedRowId) : [];
    let cases: TestCase[] = generateTestCases(sources);
    if (!file || cases.length === 0) {
      setError(NO_REQUIREMENTS);
      return;
    }
    setBusy(true);
    setError(null);
    let model: GeneratedTests['model'] = null;
    if (useModel) {
      try {
        cases = await refineTestCases(type, cases);
        model = { refined: true };
      } catch (failure) {
        model = { refined: false, failure: failure instanceof Error ? failure.message : String(failure) };
      }
    }
    if (!open.current) return;
    setBusy(false);
    const current = readSpecFiles().specs[fileId]?.edit.file ?? file;
    if (placement === 'spec') {
      runAction(
        'generate.addTestsToSpec',
        { source: 'dialog' },
        { fileId, ...linkedTests(current, cases, type) },
      );
    } else {
      runAction(
        'spec.open',
        { source: 'dialog' },
        { file: testResultFile(crypto.randomUUID(), file.title, cases, type) },
      );
    }
    setResult({
      cases: cases.length,
      requirements: sources.length,
      skeleton: testSkeleton(file.title, cases, type),
      placement,
      model,
    });
  };

  return { result, error, busy, generate };
}
