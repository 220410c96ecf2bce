import type { RequirementFile } from '@specwright/core';
import { useSpecFilesStore } from '../../state/spec-files';
import type { Tab, ViewMode } from '../../state/tab';
import { useWorkspaceStore } from '../../state/workspace';

export function specTabId(fileId: string): string {
  return `spec-${fileId}`;
}

export function specTab(file: RequirementFile, viewMode: ViewMode = 'table'): Tab {
  return { id: specTabId(file.id), title: file.title, type: 'spec', requirementFileId: file.id, viewMode };
}

export function newFileId(): string {
  return crypto.randomUUID();
}

/** Puts a freshly opened file into the spec store and shows it in a new tab (table view). */
export function openSpecInWorkspace(file: RequirementFile): void {
  useSpecFilesStore.getState().addSpec(file);
  useWorkspaceStore.getState().openTab(specTab(file));
}
