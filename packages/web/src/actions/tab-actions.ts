import type { RequirementFile } from '@specwright/core';
import { isDirty } from '../state/spec-files';
import { specTab } from '../state/spec-tabs';
import { type ActionContext, type ActionState, type AnyAction, always } from './action-types';

/** The tab an operation is for, when it is not the active one. */
interface TabTarget {
  tabId: string;
}

export interface OpenedSpec {
  file: RequirementFile;
  warnings?: readonly string[];
}

/** Puts an opened file into the spec store and shows it in a new tab; a notice says what its import changed. */
export function openSpecTab(
  { specs, tabSet, notices }: Pick<ActionContext, 'specs' | 'tabSet' | 'notices'>,
  { file, warnings = [] }: OpenedSpec,
): void {
  specs.addSpec(file);
  tabSet.openTab(specTab(file));
  if (warnings.length > 0) notices.show(`Opened “${file.title}” with changes`, warnings);
}

/** Closes a tab; a spec tab with unsaved changes asks first. Closing a spec tab closes its file. */
function closeTabAsking({ tabSet, specs, openSpec, dialogs }: ActionContext, tabId: string): void {
  const tab = tabSet.tabs.find((candidate) => candidate.id === tabId);
  if (!tab) return;
  const fileId = tab.type === 'spec' ? tab.requirementFileId : undefined;
  const close = () => {
    tabSet.closeTab(tabId);
    if (fileId) specs.removeSpec(fileId);
  };
  if (!fileId || !isDirty(openSpec(fileId))) {
    close();
    return;
  }
  dialogs.open('confirmation', {
    title: 'Unsaved Changes',
    message: `“${tab.title}” has changes that are not saved. Close it and lose them? Use File → Save As first to keep them.`,
    confirmLabel: 'Close Without Saving',
    cancelLabel: 'Keep Open',
    onConfirm: close,
  });
}

/** Opening a spec in a new tab, and closing a tab (the active one from the menu, any one from the tab strip). */
export const tabActions = [
  {
    id: 'tabs.close',
    label: 'Close Tab',
    // Ctrl/Cmd+W belongs to the browser.
    shortcut: 'Alt+W',
    isEnabled: (state: ActionState, tab?: TabTarget) => tab !== undefined || state.activeTab !== undefined,
    // The menu and the shortcut close the active tab; the tab strip names the tab it closes.
    run: (context, tab?: TabTarget) => {
      const tabId = tab?.tabId ?? context.state.activeTab?.id;
      if (tabId) closeTabAsking(context, tabId);
    },
  },
  {
    id: 'spec.open',
    label: 'Open Specification',
    isEnabled: always,
    run: (context, opened: OpenedSpec) => openSpecTab(context, opened),
  },
  {
    id: 'spec.openFirstRows',
    label: 'Open Specification',
    isEnabled: always,
    // A large file's first rows show in a new tab while the rest is read; the tab cannot be edited yet.
    run: ({ specs, tabSet }, { file }: OpenedSpec) => {
      specs.addLoadingSpec(file);
      tabSet.openTab(specTab(file));
    },
  },
  {
    id: 'spec.finishOpening',
    label: 'Open Specification',
    isEnabled: always,
    // The whole file replaces the first rows in the tab that shows them (if the user has not closed it).
    run: ({ specs, notices, openSpec }, { file, warnings = [] }: OpenedSpec) => {
      if (!openSpec(file.id)?.loading) return;
      specs.finishLoading(file);
      if (warnings.length > 0) notices.show(`Opened “${file.title}” with changes`, warnings);
    },
  },
  {
    id: 'spec.abandonOpening',
    label: 'Open Specification',
    isEnabled: always,
    // A file whose first rows were shown but which turned out unreadable as a whole: its tab goes.
    run: ({ specs, tabSet, openSpec }, { fileId }: { fileId: string }) => {
      if (!openSpec(fileId)?.loading) return;
      const tab = tabSet.tabs.find(
        (candidate) => candidate.type === 'spec' && candidate.requirementFileId === fileId,
      );
      if (tab) tabSet.closeTab(tab.id);
      specs.removeSpec(fileId);
    },
  },
] as const satisfies readonly AnyAction[];
