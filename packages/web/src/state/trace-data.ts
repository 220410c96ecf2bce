import type { CodeTrace, TestResults } from '@specwright/core';
import { create } from 'zustand';

/** What the server keeps of a spec's traceability beside its links: the last test run and the code scan. */
interface TraceDataState {
  /** By account spec id. */
  results: Readonly<Record<string, TestResults>>;
  /** By account spec id. */
  code: Readonly<Record<string, CodeTrace>>;
  /** The spec whose table should bring its Tests column into view: results this user just imported. */
  revealTests: string | null;
  setResults: (specId: string, results: TestResults, options?: { reveal?: boolean }) => void;
  testsRevealed: () => void;
  setCode: (specId: string, code: CodeTrace) => void;
}

/** Filled by the test-result and code-scan actions; the table, the report and the trace view read it. */
export const useTraceDataStore = create<TraceDataState>()((set) => ({
  results: {},
  code: {},
  revealTests: null,
  setResults: (specId, results, options) =>
    set((state) => ({
      results: { ...state.results, [specId]: results },
      ...(options?.reveal ? { revealTests: specId } : {}),
    })),
  testsRevealed: () => set({ revealTests: null }),
  setCode: (specId, code) => set((state) => ({ code: { ...state.code, [specId]: code } })),
}));
