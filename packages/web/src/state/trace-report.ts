import { create } from 'zustand';

/** What Generate → Traceability was started with for a spec: the other file and the fields of both sides. */
export interface TraceRequest {
  rightFileId: string;
  leftField: string;
  rightField: string;
}

interface TraceProposalsState {
  /** By the left file's id. */
  requests: Readonly<Record<string, TraceRequest>>;
  /** The dismissed suggestions' keys, by the file whose trace view shows them. */
  dismissed: Readonly<Record<string, readonly string[]>>;
  request: (fileId: string, request: TraceRequest) => void;
  dismiss: (fileId: string, keys: readonly string[]) => void;
}

/** Written only by the trace actions; the trace view reads it to show its proposals. */
export const useTraceReportStore = create<TraceProposalsState>()((set) => ({
  requests: {},
  dismissed: {},
  request: (fileId, request) => set((state) => ({ requests: { ...state.requests, [fileId]: request } })),
  dismiss: (fileId, keys) =>
    set((state) => ({
      dismissed: {
        ...state.dismissed,
        [fileId]: [...new Set([...(state.dismissed[fileId] ?? []), ...keys])],
      },
    })),
}));
