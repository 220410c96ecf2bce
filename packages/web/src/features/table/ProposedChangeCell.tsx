import type { Row } from '@specwright/core';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { decisionChoices, pendingStatus, STATUS_DISPLAY } from './proposed-change-status';
import type { TableContext } from './table-context';

/** The cell of a row with a proposed change, in the column headed Review: its status in words and its two decisions. */
export function ProposedChangeCell({ data, context }: CustomCellRendererProps<Row, unknown, TableContext>) {
  const status = pendingStatus(data);
  if (!data || status === null) return null;
  const display = STATUS_DISPLAY[status];
  return (
    <div className="sw-review">
      <span className={`sw-review__status sw-review__status--${status}`}>
        <span aria-hidden="true">{display.marker}</span> {display.label}
      </span>
      {decisionChoices(status).map((choice) => (
        <button
          key={choice.decision}
          type="button"
          tabIndex={-1}
          className={`sw-review__button sw-review__button--${choice.tone}`}
          onClick={() => context.decide(data.id, choice.decision)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
