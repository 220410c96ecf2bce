import type { TraceRequirement } from '@specwright/core';

const STATUS_WORDS = { passed: 'Passed', failed: 'Failed', untested: 'Untested' } as const;

/** A requirement's last test status; "Not run" when it has tests and no run is known. */
export function StatusBadge({ requirement }: { requirement: TraceRequirement }) {
  if (requirement.status) {
    return (
      <span className={`trace-badge trace-badge--${requirement.status}`}>
        {STATUS_WORDS[requirement.status]}
      </span>
    );
  }
  return requirement.tests.length > 0 ? <span className="trace-badge">Not run</span> : null;
}
