import type { Row } from '@specwright/core';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { pendingStatus, reviewChoices, STATUS_DISPLAY } from './row-status';
import type { TableContext } from './table-context';

/** The review cell of a row with a pending change: its status in words and its two decisions. */
export function ReviewCell({ data, context }: CustomCellRendererProps<Row, unknown, TableContext>) {
  const status = pendingStatus(data);
  if (!data || status === null) return null;
  const display = STATUS_DISPLAY[status];
  return (
    <div className="sw-review">
      <span className={`sw-review__status sw-review__status--${status}`}>
        <span aria-hidden="true">{display.marker}</span> {display.label}
      </span>
      {reviewChoices(status).map((choice) => (
        <button
          key={choice.decision}
          type="button"
          tabIndex={-1}
          className={`sw-review__button sw-review__button--${choice.tone}`}
          onClick={() => context.review(data.id, choice.decision)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
