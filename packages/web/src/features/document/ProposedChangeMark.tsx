import type { ProposedChangeStatus, ProposedChangeVerdict } from '@specwright/core';
import { decisionButtons, PROPOSED_CHANGE_DISPLAY } from './proposed-change-display';

interface ProposedChangeMarkProps {
  status: ProposedChangeStatus;
  entryName: string;
  onDecide: (decision: ProposedChangeVerdict) => void;
}

/** The marker and word of a proposed change with its Accept/Reject (or Keep/Delete) buttons. */
export function ProposedChangeMark({ status, entryName, onDecide }: ProposedChangeMarkProps) {
  if (status === 'unchanged') return null;
  const { marker, label } = PROPOSED_CHANGE_DISPLAY[status];
  return (
    <div className="doc-entry__change">
      <span className="doc-entry__status" data-status={status}>
        <span aria-hidden="true">{marker}</span> {label}
      </span>
      {decisionButtons(status).map((button) => (
        <button
          key={button.decision}
          type="button"
          className={`button small${button.approve ? ' primary' : ''}`}
          aria-label={`${button.label} ${label.toLowerCase()} ${entryName}`}
          onClick={() => onDecide(button.decision)}
        >
          {button.label}
        </button>
      ))}
    </div>
  );
}
