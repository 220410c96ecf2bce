import type { SpecFilesState } from '../state/spec-files';
import type { WorkspaceState } from '../state/workspace';
import { deleteStoredSpec, readStoredSpec, storedSpecIds } from './open-spec-db';

/**
 * Brings back the files of the spec tabs that were open: the restored file is marked unsaved when it was.
 * A spec tab whose file cannot be read is closed; stored files no tab refers to are deleted.
 */
export async function restoreOpenSpecs(
  workspace: Pick<WorkspaceState, 'tabs' | 'closeTab'>,
  specs: Pick<SpecFilesState, 'addSpec'>,
): Promise<void> {
  const specTabs = workspace.tabs.filter((tab) => tab.type === 'spec' && tab.requirementFileId);
  const wanted = new Set(specTabs.map((tab) => tab.requirementFileId));
  await Promise.all(
    specTabs.map(async (tab) => {
      const stored = await readStoredSpec(tab.requirementFileId ?? '').catch(() => undefined);
      if (!stored) {
        workspace.closeTab(tab.id);
        return;
      }
      // A different object as the saved baseline makes the restored file count as unsaved.
      specs.addSpec(stored.file, stored.dirty ? { ...stored.file } : stored.file);
    }),
  );
  const leftovers = (await storedSpecIds().catch(() => [])).filter((id) => !wanted.has(id));
  await Promise.all(leftovers.map((id) => deleteStoredSpec(id).catch(() => undefined)));
}
