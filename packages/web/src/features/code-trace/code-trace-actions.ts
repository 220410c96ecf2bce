import type { CodeTrace } from '@specwright/core';
import { type ActionState, type AnyAction, activeSpecOf } from '../../actions/action-types';
import { useAccountSpecsStore } from '../../state/account-specs';
import { useTraceDataStore } from '../../state/trace-data';
import { fetchRepositories } from '../repositories/repositories-api';
import { type CodeScanSettings, fetchCodeTrace, startCodeScan } from './code-trace-api';

/** How often a running scan is asked how far it got. */
export const SCAN_POLL_MS = 1000;

const polling = new Set<string>();
const reading = new Set<string>();
const rescannedOnOpen = new Set<string>();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the spec's code trace into the store, then again every second while its scan runs. */
async function pollCodeTrace(specId: string): Promise<CodeTrace> {
  let trace = await fetchCodeTrace(specId);
  useTraceDataStore.getState().setCode(specId, trace);
  if (trace.scan?.state !== 'running' || polling.has(specId)) return trace;
  polling.add(specId);
  try {
    while (trace.scan?.state === 'running') {
      await wait(SCAN_POLL_MS);
      trace = await fetchCodeTrace(specId);
      useTraceDataStore.getState().setCode(specId, trace);
    }
  } finally {
    polling.delete(specId);
  }
  return trace;
}

/** The spec's last scan and links, read when a kept spec opens unless the store has them (or always, `again`). */
export async function loadCodeTrace(specId: string, again = false): Promise<void> {
  if (reading.has(specId) || (!again && useTraceDataStore.getState().code[specId])) return;
  reading.add(specId);
  try {
    const trace = await pollCodeTrace(specId);
    if (!again) await rescanOnOpen(specId, trace);
  } catch {
    // Read again the next time the spec opens; the dialog's Refresh asks again at once.
  } finally {
    reading.delete(specId);
  }
}

/** Starts a scan with `settings` and follows it until it is over; the store has each step. */
export async function scanCode(specId: string, settings: CodeScanSettings): Promise<CodeTrace> {
  const scan = await startCodeScan(specId, settings);
  const current = useTraceDataStore.getState().code[specId];
  useTraceDataStore.getState().setCode(specId, { scan, links: current?.links ?? [] });
  return pollCodeTrace(specId);
}

/** Runs the spec's last scan again with its settings (Rescan); none when the spec was never scanned. */
export async function rescanCode(specId: string): Promise<CodeTrace | null> {
  const last = useTraceDataStore.getState().code[specId]?.scan;
  if (!last) return null;
  return scanCode(specId, { repository_id: last.repository_id, branch: last.branch, pattern: last.pattern });
}

/**
 * Reruns on refresh: the first time a spec opens in this page, its last scan runs again with the same
 * settings when it was made with one of the user's own repositories (a scan needs its owner's token).
 */
async function rescanOnOpen(specId: string, trace: CodeTrace): Promise<void> {
  const last = trace.scan;
  if (!last || last.state === 'running' || rescannedOnOpen.has(specId)) return;
  rescannedOnOpen.add(specId);
  const own = await fetchRepositories();
  if (own.some((repository) => repository.id === last.repository_id)) await rescanCode(specId);
}

function whenKeptAndSignedIn(state: ActionState): boolean {
  const active = activeSpecOf(state);
  return (
    state.isSignedIn &&
    active !== undefined &&
    useAccountSpecsStore.getState().links[active.fileId] !== undefined
  );
}

/** Generate → Scan Code for Requirements… and the project tree's button of the same name. */
export const codeTraceActions = [
  {
    id: 'trace.scanCode',
    label: 'Scan Code for Requirements…',
    feature: 'code_scan',
    isEnabled: whenKeptAndSignedIn,
    run: (context) => {
      const active = activeSpecOf(context.state);
      if (active) context.dialogs.open('codeScan', { fileId: active.fileId });
    },
  },
] as const satisfies readonly AnyAction[];
