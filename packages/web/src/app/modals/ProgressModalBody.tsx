import { useProgressFill } from './use-progress-fill';

export function ProgressModalBody({ title }: { title: string }) {
  const percent = useProgressFill();
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={title}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="progress-bar__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
