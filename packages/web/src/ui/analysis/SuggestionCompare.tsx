import '../form.css';
import './analysis.css';

/** How the proposed text can be edited before it is accepted. */
export interface ProposedTextEditing {
  onChange: (text: string) => void;
  /** A line under the text area, e.g. how to separate the parts of a split. */
  hint?: string;
}

function ProposedPane({
  proposed,
  label,
  editing,
  noProposal,
}: {
  proposed: string | null;
  label: string;
  editing: ProposedTextEditing | undefined;
  noProposal: string;
}) {
  if (proposed === null) {
    return (
      <div>
        <span className="analysis-compare__label">{label}</span>
        <p className="analysis-compare__pane analysis-compare__pane--empty" data-testid="suggestion-proposed">
          {noProposal}
        </p>
      </div>
    );
  }
  if (!editing) {
    return (
      <div>
        <span className="analysis-compare__label">{label}</span>
        <p className="analysis-compare__pane" data-testid="suggestion-proposed">
          {proposed}
        </p>
      </div>
    );
  }
  return (
    <div>
      <label className="analysis-compare__label" htmlFor="suggestion-proposed-text">
        Proposed text
      </label>
      <textarea
        id="suggestion-proposed-text"
        className="form-input form-textarea analysis-compare__edit"
        data-testid="suggestion-proposed"
        rows={5}
        value={proposed}
        aria-describedby={editing.hint ? 'suggestion-proposed-hint' : undefined}
        onChange={(event) => editing.onChange(event.target.value)}
      />
      {editing.hint ? (
        <p id="suggestion-proposed-hint" className="form-field__hint">
          {editing.hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The current text beside the proposed one, with the reason under them. The proposed text is editable
 * when `editing` is given; null shows `noProposal` instead (a row with only a reason).
 */
export function SuggestionCompare({
  current,
  proposed,
  reason,
  editing,
  noProposal = 'No proposal.',
  currentLabel = 'Current',
  proposedLabel = 'Proposed',
}: {
  current: string;
  proposed: string | null;
  reason: string;
  editing?: ProposedTextEditing | undefined;
  noProposal?: string;
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
        <ProposedPane proposed={proposed} label={proposedLabel} editing={editing} noProposal={noProposal} />
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
export function ProposalCounters({
  index,
  total,
  accepted,
  rejected,
  skipped = 0,
  noun = 'Suggestion',
}: {
  index?: number;
  total: number;
  accepted: number;
  rejected: number;
  skipped?: number;
  /** What a proposal is called: 'Suggestion' (basic) or 'Proposal' (advanced). */
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
      {skipped > 0 ? (
        <span>
          Skipped: <strong>{skipped}</strong>
        </span>
      ) : null}
    </p>
  );
}
