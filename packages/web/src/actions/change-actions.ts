import type { Command } from '@specwright/core';
import { type ActionContext, type AnyAction, activeSpecEditable } from './action-types';

export const CHANGE_LABELS = {
  agentProposal: 'Agent Changes',
  acceptAll: 'Accept All Changes',
  discardAll: 'Discard All Changes',
} as const;

/** Settles every pending change of a file by dropping it, as one undo step (also used by Save As). */
export function discardPendingChanges(specs: ActionContext['specs'], fileId: string): void {
  specs.dispatch(fileId, { type: 'discardAllChanges' }, CHANGE_LABELS.discardAll);
}

/**
 * Proposed changes and their settling: the agent's proposal (shown as pending rows), the agent panel's
 * Accept All / Discard All, and what the score analysis and quality review dialogs accept.
 */
export const changeActions = [
  {
    id: 'agent.applyProposal',
    label: CHANGE_LABELS.agentProposal,
    isEnabled: activeSpecEditable,
    run: ({ specs }, { fileId, command }: { fileId: string; command: Command }) =>
      specs.dispatch(fileId, command, CHANGE_LABELS.agentProposal),
  },
  {
    id: 'changes.acceptAll',
    label: CHANGE_LABELS.acceptAll,
    isEnabled: activeSpecEditable,
    run: ({ specs }, { fileId }: { fileId: string }) =>
      specs.dispatch(fileId, { type: 'acceptAllChanges' }, CHANGE_LABELS.acceptAll),
  },
  {
    id: 'changes.discardAll',
    label: CHANGE_LABELS.discardAll,
    isEnabled: activeSpecEditable,
    run: ({ specs }, { fileId }: { fileId: string }) => discardPendingChanges(specs, fileId),
  },
  {
    id: 'analysis.applyProposal',
    label: 'Apply Proposal',
    isEnabled: activeSpecEditable,
    // `label` names the undo step ('Apply scores', 'Accept review suggestion', …).
    run: ({ specs }, { fileId, command, label }: { fileId: string; command: Command; label: string }) =>
      specs.dispatch(fileId, command, label),
  },
] as const satisfies readonly AnyAction[];
