import {
  idColumnOf,
  type RequirementFile,
  type TestResults,
  type TraceView,
  traceView,
} from '@specwright/core';
import { useMemo } from 'react';
import { useAccountSpecs, useTraceReport } from '../../state/read-stores';
import { useSpecFile } from '../../state/spec-files';
import { useCodeTrace } from '../code-trace/use-code-trace';
import { useSpecTestResults } from '../test-runs/use-test-results';
import { otherSpecProposals, ownProposals, type TraceProposal } from './trace-proposals';

const NO_KEYS: readonly string[] = [];

/** The trace view of an open file, from its links and the last test run and code scan the server keeps. */
export function useTraceViewOf(fileId: string): {
  file: RequirementFile | undefined;
  view: TraceView | undefined;
  results: TestResults | undefined;
} {
  const file = useSpecFile(fileId);
  // Both are read from the server when a kept spec's trace view opens first, even before its table.
  const results = useSpecTestResults(fileId);
  const code = useCodeTrace(fileId).trace;
  // Drift is computed here from the scan's fingerprints, so an edit of a requirement shows at once.
  const view = useMemo(
    () =>
      file ? traceView(file, { ...(results ? { results } : {}), ...(code ? { code } : {}) }) : undefined,
    [file, results, code],
  );
  return { file, view, results };
}

/** Above this many requirements and tests the suggestions are looked for on request (about a second at 30,000). */
export const AUTO_SUGGESTION_ROWS = 5_000;

/**
 * The suggested links the trace view offers: within the spec, and with the file Generate → Traceability
 * named; `undefined` while a large spec's are not asked for.
 */
export function useTraceProposals(
  fileId: string,
  view: TraceView | undefined,
  asked: boolean,
): TraceProposal[] | undefined {
  const file = useSpecFile(fileId);
  const request = useTraceReport((state) => state.requests[fileId]);
  const dismissed = useTraceReport((state) => state.dismissed[fileId] ?? NO_KEYS);
  const right = useSpecFile(request?.rightFileId);
  const leftSpecId = useAccountSpecs((state) => state.links[fileId]?.specId);
  const rightSpecId = useAccountSpecs((state) =>
    request === undefined ? undefined : state.links[request.rightFileId]?.specId,
  );
  const wanted =
    asked ||
    request !== undefined ||
    (view?.requirements.length ?? 0) + (view?.tests.length ?? 0) <= AUTO_SUGGESTION_ROWS;
  return useMemo(() => {
    if (!wanted) return undefined;
    if (!file || !view) return [];
    const other =
      request && right && right.id !== file.id
        ? otherSpecProposals({
            left: file,
            right,
            leftField: request.leftField,
            rightField: request.rightField,
            idField: idColumnOf(right),
            requirementRowIds: new Set(view.requirements.map((requirement) => requirement.rowId)),
            ...(leftSpecId === undefined ? {} : { leftSpecId }),
            ...(rightSpecId === undefined ? {} : { rightSpecId }),
          })
        : [];
    const hidden = new Set(dismissed);
    return [...ownProposals(fileId, view), ...other].filter((proposal) => !hidden.has(proposal.key));
  }, [wanted, file, view, request, right, leftSpecId, rightSpecId, dismissed, fileId]);
}
