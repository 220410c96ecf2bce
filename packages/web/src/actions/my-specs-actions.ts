import { createRequirementFile, importSpec, toSavedSpec } from '@specwright/core';
import { CONFLICT_NOTICE } from '../features/my-specs/conflict-notice';
import { relink } from '../features/my-specs/relink';
import { fetchSpec, keepSpec } from '../features/my-specs/specs-api';
import { useAccountSpecsStore } from '../state/account-specs';
import { pageTab } from '../state/page-tabs';
import { specTab, specTabId } from '../state/spec-tabs';
import { type ActionState, type AnyAction, activeSpecOf } from './action-types';
import { NO_SPECIFICATION_FILE_OPEN } from './file-actions';

const whenSignedIn = (state: ActionState): boolean => state.isSignedIn;

/** My Specs: the specs kept in the account, keeping an open spec there, and opening one from there. */
export const mySpecsActions = [
  {
    id: 'account.mySpecs',
    label: 'My Specs',
    isEnabled: whenSignedIn,
    run: ({ workspace }) => workspace.openTab(pageTab('my-specs')),
  },
  {
    id: 'file.saveToMySpecs',
    label: 'Save to My Specs',
    feature: 'save_to_my_specs',
    isEnabled: (state) => state.isSignedIn && state.activeTab?.type === 'spec',
    run: async (context) => {
      const active = activeSpecOf(context.state);
      if (!active) {
        context.dialogs.open('info', NO_SPECIFICATION_FILE_OPEN);
        return;
      }
      const file = active.spec.edit.file;
      const kept = await keepSpec(file.title, toSavedSpec(file));
      useAccountSpecsStore
        .getState()
        .link(active.fileId, { specId: kept.id, version: kept.version, base: file });
      context.specs.markSaved(active.fileId);
      context.notices.show(`“${kept.title}” is kept in My Specs`, [
        'Every edit is now saved to your account.',
      ]);
    },
  },
  {
    id: 'mySpecs.open',
    label: 'Open',
    isEnabled: whenSignedIn,
    // The tab's file has the spec's id, so opening it again shows the tab already open; a tab restored
    // without its link (closed in another window meanwhile) is linked again, as a conflict if it differs.
    run: async ({ workspace, specs, openSpec, notices }, { specId }: { specId: string }) => {
      const open = openSpec(specId);
      if (open) {
        workspace.activateTab(specTabId(specId));
        const accounts = useAccountSpecsStore.getState();
        if (accounts.links[specId]) return;
        const kept = accounts.kept[specId] ?? { specId, version: 0 };
        const { link, status } = await relink(specId, kept, open.edit.file);
        useAccountSpecsStore.getState().link(specId, link, status);
        if (status === 'conflict') notices.show(CONFLICT_NOTICE.title, CONFLICT_NOTICE.lines);
        return;
      }
      const kept = await fetchSpec(specId);
      const imported = importSpec(kept.data);
      if (!imported.ok) throw new Error(imported.message);
      const file = createRequirementFile(imported.spec, { id: kept.id, title: kept.title });
      specs.addSpec(file);
      useAccountSpecsStore.getState().link(file.id, { specId: kept.id, version: kept.version, base: file });
      workspace.openTab(specTab(file));
    },
  },
] as const satisfies readonly AnyAction[];
