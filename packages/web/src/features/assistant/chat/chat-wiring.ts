import { type ActiveDocumentContext, toSavedSpec } from '@specwright/core';
import { create } from 'zustand';
import { chatApi } from '../../../api/chat-api';
import { readSpecFiles } from '../../../state/read-stores';
import { signedInUser } from '../../analysis-ui/app-wiring';
import { createChatSession } from './chat-session';

/** Bumped whenever a conversation of a file is saved or deleted, so its history list reloads. */
export const useChatHistoryVersion = create<{ versions: Readonly<Record<string, number>> }>()(() => ({
  versions: {},
}));

function bumpHistory(fileId: string): void {
  useChatHistoryVersion.setState((state) => ({
    versions: { ...state.versions, [fileId]: (state.versions[fileId] ?? 0) + 1 },
  }));
}

/** The open spec as the chat's context (docs/product-rules.md, "Calls"): its id, the spec as JSON text and the selected row. */
export function documentContextOf(fileId: string): ActiveDocumentContext | null {
  const spec = readSpecFiles().specs[fileId];
  if (!spec) return null;
  return {
    documentId: fileId,
    format: 'json',
    content: JSON.stringify(toSavedSpec(spec.edit.file)),
    focusedRequirementId: spec.selectedRowId,
  };
}

/** The app's chat, bound to the app's stores and API. */
export const chatSession = createChatSession({
  api: chatApi,
  documentContext: documentContextOf,
  user: signedInUser,
  onHistoryChanged: bumpHistory,
});
