import {
  canEditSpecs,
  createRequirementFile,
  importSpec,
  type MergeChoices,
  type RequirementFile,
  toSavedSpec,
} from '@specwright/core';
import { NO_SPECIFICATION_FILE_OPEN } from '../../actions/action-messages';
import {
  type ActionContext,
  type ActionState,
  type AnyAction,
  activeSpecOf,
  always,
} from '../../actions/action-types';
import { useAccountSpecsStore } from '../../state/account-specs';
import { pageTab } from '../../state/page-tabs';
import { specTab, specTabId } from '../../state/spec-tabs';
import { fetchWorkspaces } from '../workspaces/workspaces-api';
import { offerMerge, resolveConflict } from './conflict-wiring';
import { relink } from './relink';
import { fetchSpec, keepSpec, restoreVersion } from './specs-api';

const whenSignedIn = (state: ActionState): boolean => state.isSignedIn;

/** Keeps an open file in the account and links it, so that its edits are saved there from now on. */
async function keepInAccount(
  context: ActionContext,
  fileId: string,
  file: RequirementFile,
  workspaceId: string | null = null,
) {
  const kept = await keepSpec(file.title, toSavedSpec(file), workspaceId);
  useAccountSpecsStore.getState().link(fileId, { specId: kept.id, version: kept.version, base: file });
  // Edits made while the spec was being kept are not saved yet: the sync sends them.
  if (context.openSpec(fileId)?.edit.file === file) context.specs.markSaved(fileId);
  return kept;
}

/** Whether the active spec is kept in the account. */
function whenKept(state: ActionState): boolean {
  const active = activeSpecOf(state);
  return active !== undefined && useAccountSpecsStore.getState().links[active.fileId] !== undefined;
}

/** Opens a dialog on the active kept spec. */
const openOnKept = (dialog: 'specHistory' | 'specAudit') => (context: ActionContext) => {
  const active = activeSpecOf(context.state);
  if (active) context.dialogs.open(dialog, { fileId: active.fileId });
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** My Specs: the specs kept in the account, keeping an open spec there, and opening one from there. */
export const mySpecsActions = [
  {
    id: 'account.mySpecs',
    label: 'My Specs',
    isEnabled: whenSignedIn,
    run: ({ tabSet }) => tabSet.openTab(pageTab('my-specs')),
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
      const title = active.spec.edit.file.title;
      // Already kept (a spec created signed in is kept at once): saying so beats a second copy.
      if (useAccountSpecsStore.getState().links[active.fileId]) {
        context.notices.show(`“${title}” is kept in My Specs`, ['Every edit is saved to your account.']);
        return;
      }
      // Someone in a workspace where they may add specs chooses where to keep it; the others keep it personal.
      const workspaces = await fetchWorkspaces().catch(() => []);
      if (workspaces.some((workspace) => canEditSpecs(workspace.role))) {
        context.dialogs.open('keepSpec', { fileId: active.fileId, title });
        return;
      }
      const kept = await keepInAccount(context, active.fileId, active.spec.edit.file);
      context.notices.show(`“${kept.title}” is kept in My Specs`, [
        'Every edit is now saved to your account.',
      ]);
    },
  },
  {
    id: 'mySpecs.keepIn',
    label: 'Save to My Specs',
    feature: 'save_to_my_specs',
    isEnabled: whenSignedIn,
    run: async (context, { fileId, workspaceId }: { fileId: string; workspaceId: string | null }) => {
      const open = context.openSpec(fileId);
      if (!open || useAccountSpecsStore.getState().links[fileId]) return;
      const kept = await keepInAccount(context, fileId, open.edit.file, workspaceId);
      const place = workspaceId === null ? 'My Specs' : 'its workspace';
      context.notices.show(`“${kept.title}” is kept in ${place}`, [
        workspaceId === null
          ? 'Every edit is now saved to your account.'
          : 'Every edit is now saved, and the workspace’s members can open it.',
      ]);
    },
  },
  {
    id: 'spec.create',
    label: 'New Specification',
    isEnabled: always,
    // A spec created signed in (File → New, from a template) is kept in the account at once; a spec
    // opened from a file, a repository or an import is kept only when asked (File → Save to My Specs).
    run: async (context, { file }: { file: RequirementFile }) => {
      context.specs.addSpec(file);
      context.tabSet.openTab(specTab(file));
      if (!context.state.isSignedIn) return;
      try {
        await keepInAccount(context, file.id, file);
      } catch (error) {
        context.notices.show('Not kept in My Specs', [
          errorText(error),
          'Your spec is open in this browser. Choose File → Save to My Specs to try again.',
        ]);
      }
    },
  },
  {
    id: 'mySpecs.open',
    label: 'Open',
    isEnabled: whenSignedIn,
    // The tab's file has the spec's id, so opening it again shows the tab already open; a tab restored
    // without its link (closed in another window meanwhile) is linked again, as a conflict if it differs.
    run: async ({ tabSet, specs, openSpec }, { specId }: { specId: string }) => {
      const open = openSpec(specId);
      if (open) {
        tabSet.activateTab(specTabId(specId));
        const accounts = useAccountSpecsStore.getState();
        if (accounts.links[specId]) return;
        const kept = accounts.kept[specId] ?? { specId, version: 0 };
        const { link, status, incoming } = await relink(specId, kept, open.edit.file);
        useAccountSpecsStore.getState().link(specId, link, status);
        if (incoming) offerMerge(specId, incoming);
        return;
      }
      const kept = await fetchSpec(specId);
      const imported = importSpec(kept.data);
      if (!imported.ok) throw new Error(imported.message);
      const file = createRequirementFile(imported.spec, { id: kept.id, title: kept.title });
      specs.addSpec(file);
      useAccountSpecsStore.getState().link(file.id, {
        specId: kept.id,
        version: kept.version,
        base: file,
        ...(kept.workspace ? { workspaceId: kept.workspace.id } : {}),
      });
      tabSet.openTab(specTab(file));
    },
  },
  {
    id: 'file.versionHistory',
    label: 'Version History…',
    isEnabled: whenKept,
    run: openOnKept('specHistory'),
  },
  {
    id: 'file.auditTrail',
    label: 'Audit Trail…',
    isEnabled: whenKept,
    run: openOnKept('specAudit'),
  },
  {
    id: 'mySpecs.resolveConflict',
    label: 'Resolve conflict',
    isEnabled: whenSignedIn,
    // The merge with the user's choice becomes one undo step, then it is saved over the server's version.
    run: ({ dialogs }, { fileId, choices }: { fileId: string; choices: MergeChoices }) => {
      resolveConflict(fileId, choices);
      dialogs.close();
    },
  },
  {
    id: 'mySpecs.showConflict',
    label: 'Show conflict',
    isEnabled: whenSignedIn,
    run: ({ dialogs }, { fileId }: { fileId: string }) => dialogs.open('specConflict', { fileId }),
  },
  {
    id: 'history.restoreVersion',
    label: 'Restore version',
    isEnabled: whenSignedIn,
    // The server makes the version current as a new version; the tab takes its rows as one undo step, so
    // Undo brings back what was there (and that is saved as the next version).
    run: async ({ specs, openSpec }, { fileId, versionId }: { fileId: string; versionId: string }) => {
      const link = useAccountSpecsStore.getState().links[fileId];
      if (!link || !openSpec(fileId)) return;
      const saved = await restoreVersion(link.specId, versionId, link.version);
      const kept = await fetchSpec(link.specId);
      const imported = importSpec(kept.data);
      if (!imported.ok) throw new Error(imported.message);
      specs.dispatch(fileId, { type: 'replaceRows', rows: imported.spec.rows }, 'Restore version');
      const restored = openSpec(fileId)?.edit.file;
      if (restored) useAccountSpecsStore.getState().acknowledge(fileId, saved.version, restored);
    },
  },
] as const satisfies readonly AnyAction[];
