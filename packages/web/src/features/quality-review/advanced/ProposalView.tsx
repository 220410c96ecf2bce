import type { AdvancedProposal, RequirementFile } from '@specwright/core';
import { SuggestionCompare } from '../../../ui/analysis/SuggestionCompare';

const ACTION_TEXT: Record<string, string> = {
  replace: 'Replace the text of',
  add: 'Add a new requirement',
  delete: 'Delete',
  split: 'Split into separate requirements:',
};

/**
 * One proposal: what it does to which row, the current text and the proposed one (`draft`, the text as
 * the user edited it; null for a deletion, which has no text).
 */
export function ProposalView({
  proposal,
  draft,
  onEdit,
  file,
  column,
}: {
  proposal: AdvancedProposal;
  draft: string | null;
  onEdit: (text: string) => void;
  file: RequirementFile | undefined;
  column: string;
}) {
  const action = proposal.action.trim().toLowerCase();
  const row = file?.data.find((candidate) => candidate.id === proposal.id);
  const current = row ? String(row[column] ?? '') : proposal.description;
  const hint = action === 'split' ? 'One requirement per paragraph.' : undefined;
  return (
    <>
      <p className="analysis-counters">
        <span className={`proposal-action proposal-action--${action}`}>{action}</span>
        <span>
          {ACTION_TEXT[action] ?? action} <strong>{proposal.id}</strong>
        </span>
      </p>
      <SuggestionCompare
        current={action === 'add' ? '(new requirement)' : current}
        proposed={draft ?? '(removed)'}
        reason={proposal.reason}
        editing={draft === null ? undefined : { onChange: onEdit, ...(hint ? { hint } : {}) }}
      />
    </>
  );
}
