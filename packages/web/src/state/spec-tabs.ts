import type { RequirementFile } from '@specwright/core';
import type { Tab, ViewMode } from './tab';

export function specTabId(fileId: string): string {
  return `spec-${fileId}`;
}

export function specTab(file: RequirementFile, viewMode: ViewMode = 'table'): Tab {
  return { id: specTabId(file.id), title: file.title, type: 'spec', requirementFileId: file.id, viewMode };
}

export function newFileId(): string {
  return crypto.randomUUID();
}
