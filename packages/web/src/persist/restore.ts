import type { HistoryStep } from '@specwright/core';
import type { SpecFilesState } from '../state/spec-files';
import type { TabSetState } from '../state/tab-set';
import {
  deleteStoredSpec,
  readStoredSpec,
  type StoredSpec,
  storedSpecIds,
  writeStoredSpec,
} from './open-spec-db';
import { journalIds, readJournal, removeJournal } from './unload-journal';

/** The label of the undo step from the autosaved file to a newer one the unload journal kept. */
export const JOURNAL_STEP_LABEL = 'Last edits before the reload';

/**
 * The stored spec with the unload journal's newer file, if there is one: the journal's file becomes the
 * current one, and undoing it goes back to the autosaved file. Written back to IndexedDB so that autosave
 * can count it as stored.
 */
async function newestStoredSpec(fileId: string): Promise<StoredSpec | undefined> {
  const stored = await readStoredSpec(fileId).catch(() => undefined);
  const journal = readJournal(fileId);
  if (!journal || (stored && stored.storedAt >= journal.storedAt)) return stored;
  // Stored: one step from the stored file to the journal's. Never stored: the journal's own last steps.
  const past: readonly HistoryStep[] = stored
    ? [...stored.past, { label: JOURNAL_STEP_LABEL, before: stored.file, after: journal.file }]
    : (journal.past ?? []);
  const newest: StoredSpec = {
    version: 2,
    file: journal.file,
    dirty: journal.dirty,
    storedAt: journal.storedAt,
    past: [...past],
    future: [],
  };
  await writeStoredSpec(newest).then(
    () => removeJournal(fileId),
    () => undefined,
  );
  return newest;
}

/**
 * Brings back the files of the spec tabs that were open, with their undo history: the restored file is
 * marked unsaved when it was. A spec tab whose file cannot be read is closed; stored files and journal
 * entries no tab refers to are deleted.
 */
export async function restoreOpenSpecs(
  tabSet: Pick<TabSetState, 'tabs' | 'closeTab'>,
  specs: Pick<SpecFilesState, 'addSpec'>,
): Promise<void> {
  const specTabs = tabSet.tabs.filter((tab) => tab.type === 'spec' && tab.requirementFileId);
  const wanted = new Set(specTabs.map((tab) => tab.requirementFileId));
  await Promise.all(
    specTabs.map(async (tab) => {
      const stored = await newestStoredSpec(tab.requirementFileId ?? '');
      if (!stored) {
        tabSet.closeTab(tab.id);
        return;
      }
      // A different object as the saved baseline makes the restored file count as unsaved.
      specs.addSpec(stored.file, stored.dirty ? { ...stored.file } : stored.file, {
        past: stored.past,
        future: stored.future,
      });
    }),
  );
  for (const id of journalIds()) if (!wanted.has(id)) removeJournal(id);
  const leftovers = (await storedSpecIds().catch(() => [])).filter((id) => !wanted.has(id));
  await Promise.all(leftovers.map((id) => deleteStoredSpec(id).catch(() => undefined)));
}
