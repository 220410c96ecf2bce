import type { AdvancedProposal, RequirementFile } from '@specwright/core';
import { splitProposition } from '@specwright/core';
import { SuggestionCompare } from '../../ui/analysis/SuggestionCompare';

const ACTION_TEXT: Record<string, string> = {
  replace: 'Replace the text of',
  add: 'Add a new requirement',
  delete: 'Delete',
  split: 'Split into separate requirements:',
};

/** One proposal: what it does to which row, the current text and the proposed one. */
export function ProposalView({
  proposal,
  file,
  column,
}: {
  proposal: AdvancedProposal;
  file: RequirementFile | undefined;
  column: string;
}) {
  const action = proposal.action.trim().toLowerCase();
  const row = file?.data.find((candidate) => candidate.id === proposal.id);
  const current = row ? String(row[column] ?? '') : proposal.description;
  const proposed =
    action === 'delete'
      ? '(removed)'
      : action === 'split'
        ? splitProposition(proposal.proposition).join('\n\n')
        : proposal.proposition;
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
        proposed={proposed}
        reason={proposal.reason}
      />
    </>
  );
}
