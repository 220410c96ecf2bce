import {
  ACCOUNT_MESSAGES,
  DRAFT_FILE_NAMES,
  DRAFT_MESSAGES,
  type DraftKind,
  isRequirementRow,
  toSavedSpec,
} from '@specwright/core';
import { NO_SPECIFICATION_FILE_OPEN } from '../../actions/action-messages';
import type { ActionContext } from '../../actions/action-types';
import { activeSpecOf } from '../../actions/action-types';
import { fetchConfig } from '../../api/use-config';
import { draftSession } from './draft-wiring';

export const DRAFT_DIALOG_TITLES: Readonly<Record<DraftKind, string>> = {
  design: 'Generate Design',
  architecture: 'Generate Architecture',
};

let counter = 0;
function newTabId(kind: DraftKind): string {
  counter += 1;
  return `draft-${kind}-${Date.now().toString(36)}-${counter}`;
}

/**
 * Generate → Design / Architecture: explains why not (no language model, no spec, signed out, no
 * requirements), else opens a Markdown tab and streams the draft into it.
 */
export async function startDraft(kind: DraftKind, context: ActionContext): Promise<void> {
  const title = DRAFT_DIALOG_TITLES[kind];
  const say = (message: string) => context.dialogs.open('info', { title, message });
  const config = await fetchConfig();
  if (!config.ai.configured) return say(DRAFT_MESSAGES.noModel);
  const active = activeSpecOf(context.state);
  if (!active) return context.dialogs.open('info', NO_SPECIFICATION_FILE_OPEN);
  if (!context.state.isSignedIn) return say(ACCOUNT_MESSAGES.signInRequired);
  const file = active.spec.edit.file;
  if (!file.data.some(isRequirementRow)) return say(DRAFT_MESSAGES.noRequirements);

  const tabId = newTabId(kind);
  draftSession.forgetExcept(new Set(context.tabSet.tabs.map((tab) => tab.id)));
  context.tabSet.openTab({
    id: tabId,
    title: `${DRAFT_FILE_NAMES[kind]} · ${file.title}`,
    type: 'markdown',
  });
  await draftSession.start(tabId, kind, {
    kind,
    title: file.title,
    document: { documentId: active.fileId, format: 'json', content: JSON.stringify(toSavedSpec(file)) },
  });
}
