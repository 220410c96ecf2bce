import { WarningIcon } from '../../ui/icons';

interface SuspectMarkProps {
  /** Why the link is marked, as the user reads it. */
  reason: string;
  /** "to REQ-1" or "from REQ-1": which link the clear button is for. */
  towards: string;
  readOnly: boolean;
  onClear: () => void;
}

/** The line under a suspect link: why it is marked, and the button that clears the mark once it is checked. */
export function SuspectMark({ reason, towards, readOnly, onClear }: SuspectMarkProps) {
  return (
    <div className="links__suspect">
      <WarningIcon size={14} />
      <span className="links__suspect-text">{reason}</span>
      {readOnly ? null : (
        <button
          type="button"
          className="links__clear"
          aria-label={`Clear suspect mark of link ${towards}`}
          onClick={onClear}
        >
          Clear
        </button>
      )}
    </div>
  );
}
