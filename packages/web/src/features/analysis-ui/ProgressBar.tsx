/** A labelled progress bar (0–100). */
export function ProgressBar({ percentage, label }: { percentage: number; label: string }) {
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
