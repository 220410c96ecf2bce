import { JUNIT_MAX_BYTES, JUNIT_MESSAGES } from '@specwright/core';
import { type ActionContext, type AnyAction, activeSpecOf } from '../../actions/action-types';
import { useAccountSpecsStore } from '../../state/account-specs';
import { useTraceDataStore } from '../../state/trace-data';
import { chooseFile } from '../files/file-picker';
import { importSummary } from './test-result-text';
import { fetchTestResults, postTestResults } from './test-results-api';

const TITLE = 'Import Test Results';
export const KEEP_FIRST_MESSAGE =
  'Test results are kept with a spec in your account. Keep this spec first (File → Save to My Specs…), then import its test results.';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const loading = new Set<string>();

/** Reads the spec's last test run unless this tab has it or is reading it (or always, `again`). */
export async function loadTestResults(specId: string, again = false): Promise<void> {
  if (loading.has(specId) || (!again && useTraceDataStore.getState().results[specId])) return;
  loading.add(specId);
  try {
    useTraceDataStore.getState().setResults(specId, await fetchTestResults(specId));
  } catch {
    // No results shown: the column and the chart stay away, as before a first import.
  } finally {
    loading.delete(specId);
  }
}

/** A run was imported elsewhere (the live channel said so). */
export function testResultsChangedLive(specId: string): void {
  void loadTestResults(specId, true);
}

async function importFile(context: ActionContext, specId: string, chosen: File): Promise<void> {
  if (chosen.size > JUNIT_MAX_BYTES) {
    context.notices.show('Test results not imported', [JUNIT_MESSAGES.tooLarge]);
    return;
  }
  try {
    const results = await postTestResults(specId, chosen.name, await chosen.text());
    useTraceDataStore.getState().setResults(specId, results, { reveal: true });
    if (results.run) context.notices.show('Test results imported', [importSummary(results.run)]);
  } catch (error) {
    context.notices.show('Test results not imported', [messageOf(error)]);
  }
}

/** File → Import Test Results…: a JUnit XML file of the kept spec's tests. */
export const testResultsActions = [
  {
    id: 'trace.importTestResults',
    label: 'Import Test Results…',
    feature: 'test_results_import',
    isEnabled: (state) => activeSpecOf(state) !== undefined,
    run: (context) => {
      const active = activeSpecOf(context.state);
      if (!active) return;
      const kept = useAccountSpecsStore.getState().links[active.fileId];
      if (!context.state.isSignedIn || !kept) {
        context.dialogs.open('info', { title: TITLE, message: KEEP_FIRST_MESSAGE });
        return;
      }
      chooseFile('.xml,application/xml,text/xml', (chosen) => void importFile(context, kept.specId, chosen));
    },
  },
] as const satisfies readonly AnyAction[];
