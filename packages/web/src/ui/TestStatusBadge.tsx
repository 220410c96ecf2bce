import type { TestStatus } from '@specwright/core';
import './test-status.css';

/** A requirement's status in the last test run ("Failed · 29 Nov 2026"), the longer word in its title. */
export function TestStatusBadge({
  status,
  text,
  title,
}: {
  status: TestStatus;
  text: string;
  title: string;
}) {
  return (
    <span className={`test-status test-status--${status}`} title={title} data-status={status}>
      {text}
    </span>
  );
}
