import type { CodeTrace, TestResults } from '@specwright/core';
import { create } from 'zustand';

/** What the server keeps of a spec's traceability beside its links: the last test run and the code scan. */
interface TraceDataState {
  /** By account spec id. */
  results: Readonly<Record<string, TestResults>>;
  /** By account spec id. */
  code: Readonly<Record<string, CodeTrace>>;
  setResults: (specId: string, results: TestResults) => void;
  setCode: (specId: string, code: CodeTrace) => void;
}

/** Filled by the test-result and code-scan actions; the table, the report and the trace view read it. */
export const useTraceDataStore = create<TraceDataState>()((set) => ({
  results: {},
  code: {},
  setResults: (specId, results) => set((state) => ({ results: { ...state.results, [specId]: results } })),
  setCode: (specId, code) => set((state) => ({ code: { ...state.code, [specId]: code } })),
}));
