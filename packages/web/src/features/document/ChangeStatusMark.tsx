import type { ChangeStatus, ReviewDecision } from '@specwright/core';
import { CHANGE_STATUS_DISPLAY, reviewButtons } from './change-status';

interface ChangeStatusMarkProps {
  status: ChangeStatus;
  entryName: string;
  onReview: (decision: ReviewDecision) => void;
}

/** The marker and word of a pending change with its Accept/Reject (or Keep/Delete) buttons. */
export function ChangeStatusMark({ status, entryName, onReview }: ChangeStatusMarkProps) {
  if (status === 'unchanged') return null;
  const { marker, label } = CHANGE_STATUS_DISPLAY[status];
  return (
    <div className="doc-entry__change">
      <span className="doc-entry__status" data-status={status}>
        <span aria-hidden="true">{marker}</span> {label}
      </span>
      {reviewButtons(status).map((button) => (
        <button
          key={button.decision}
          type="button"
          className={`button small${button.approve ? ' primary' : ''}`}
          aria-label={`${button.label} ${label.toLowerCase()} ${entryName}`}
          onClick={() => onReview(button.decision)}
        >
          {button.label}
        </button>
      ))}
    </div>
  );
}
