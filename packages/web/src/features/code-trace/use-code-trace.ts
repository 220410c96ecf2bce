import { type CodeTrace, driftedRowIds } from '@specwright/core';
import { useEffect, useMemo } from 'react';
import { useAccountSpecs, useTraceData } from '../../state/read-stores';
import { useSpecFile } from '../../state/spec-files';
import { loadCodeTrace } from './code-trace-actions';

const NONE: ReadonlySet<string> = new Set();

/** The code trace of an open file kept in the account (read when it opens), and its account spec id. */
export function useCodeTrace(fileId: string): { specId: string | undefined; trace: CodeTrace | undefined } {
  const specId = useAccountSpecs((state) => state.links[fileId]?.specId);
  const trace = useTraceData((state) => (specId ? state.code[specId] : undefined));
  useEffect(() => {
    if (specId) void loadCodeTrace(specId);
  }, [specId]);
  return { specId, trace };
}

/** The rows whose text changed since the last scan found them in code, computed again with every edit. */
export function useDriftedRows(fileId: string): ReadonlySet<string> {
  const { trace } = useCodeTrace(fileId);
  const file = useSpecFile(fileId);
  const data = file?.data;
  const columns = file?.columns;
  const uiStyles = file?.uiStyles;
  return useMemo(() => {
    if (!trace || trace.links.length === 0 || !data || !columns) return NONE;
    return driftedRowIds({ data, columns, ...(uiStyles ? { uiStyles } : {}) }, trace.links);
  }, [trace, data, columns, uiStyles]);
}
