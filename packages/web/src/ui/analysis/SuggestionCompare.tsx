import './analysis.css';

/** The current text beside the proposed one, with the reason under them. */
export function SuggestionCompare({
  current,
  proposed,
  reason,
  currentLabel = 'Current',
  proposedLabel = 'Proposed',
}: {
  current: string;
  proposed: string;
  reason: string;
  currentLabel?: string;
  proposedLabel?: string;
}) {
  return (
    <>
      <div className="analysis-compare">
        <div>
          <span className="analysis-compare__label">{currentLabel}</span>
          <p className="analysis-compare__pane" data-testid="suggestion-current">
            {current}
          </p>
        </div>
        <div>
          <span className="analysis-compare__label">{proposedLabel}</span>
          <p className="analysis-compare__pane" data-testid="suggestion-proposed">
            {proposed}
          </p>
        </div>
      </div>
      {reason ? (
        <p className="analysis-reason">
          <strong>Reason:</strong> {reason}
        </p>
      ) : null}
    </>
  );
}

/** Accepted and rejected so far, and where the user is in the list. */
export function ReviewCounters({
  index,
  total,
  accepted,
  rejected,
  noun = 'Suggestion',
}: {
  index?: number;
  total: number;
  accepted: number;
  rejected: number;
  /** What is being reviewed: 'Suggestion' (basic) or 'Proposal' (advanced). */
  noun?: string;
}) {
  return (
    <p className="analysis-counters" data-testid="review-counters">
      {index === undefined ? null : (
        <span>
          {noun} <strong>{index + 1}</strong> of <strong>{total}</strong>
        </span>
      )}
      <span>
        Accepted: <strong>{accepted}</strong>
      </span>
      <span>
        Rejected: <strong>{rejected}</strong>
      </span>
    </p>
  );
}
