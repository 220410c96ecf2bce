import { ProgressBar } from '../ProgressBar';

/**
 * A running analysis: its progress bar and what it is doing. A synchronous run reports no progress, so
 * its bar is indeterminate.
 */
export function TaskProgress({
  percentage,
  inBackground,
  message,
  label,
}: {
  percentage: number;
  inBackground: boolean;
  message: string;
  /** The progress bar's accessible name. */
  label: string;
}) {
  return (
    <>
      <ProgressBar {...(inBackground ? { percentage } : {})} label={label} />
      <p className="analysis-counters" aria-live="polite">
        <strong>{Math.round(percentage)}%</strong> {message}
      </p>
    </>
  );
}
