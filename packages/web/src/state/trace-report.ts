import type { TraceMatrix, TraceSource, TraceTarget } from '@specwright/quality/generate';
import { create } from 'zustand';

/** One side of a trace: the spec's title and the field read. */
export interface TraceSide {
  title: string;
  field: string;
}

/** The last trace matrix built by Generate → Traceability, with the items it was built from. */
export interface TraceReport {
  matrix: TraceMatrix;
  left: readonly TraceTarget[];
  right: readonly TraceSource[];
  leftSide: TraceSide;
  rightSide: TraceSide;
  /** The linked pairs whose link in the spec is suspect (`leftId`, NUL, `rightId`), when a spec is traced against itself. */
  suspect?: readonly string[];
}

interface TraceReportState {
  report: TraceReport | null;
  show: (report: TraceReport) => void;
}

/** Written only by the Generate actions; the Traceability page reads it. */
export const useTraceReportStore = create<TraceReportState>()((set) => ({
  report: null,
  show: (report) => set({ report }),
}));
