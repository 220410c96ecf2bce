import './progress-bar.css';

/** A labelled progress bar (0–100); without a percentage it is indeterminate (work whose length is unknown). */
export function ProgressBar({ percentage, label }: { percentage?: number | undefined; label: string }) {
  if (percentage === undefined) {
    return (
      <div className="progress-bar progress-bar--indeterminate" role="progressbar" aria-label={label}>
        <div className="progress-bar__fill" />
      </div>
    );
  }
  const value = Math.max(0, Math.min(100, Math.round(percentage)));
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className="progress-bar__fill" style={{ width: `${value}%` }} />
    </div>
  );
}
