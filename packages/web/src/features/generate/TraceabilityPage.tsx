import { ActionButton } from '../../ui/ActionButton';
import '../../ui/page.css';

/**
 * The Traceability page tab of earlier versions, still opened from saved tabs: the trace now lives in each
 * spec's Trace view, built from the links kept in the spec.
 */
export function TraceabilityPage() {
  return (
    <article className="page" aria-labelledby="trace-title">
      <div className="page__body">
        <h1 id="trace-title">Traceability</h1>
        <p className="page__lead">
          Traceability now has a view of its own in each spec: open a spec and choose View → Trace. Generate →
          Traceability opens it with its suggested links.
        </p>
        <p>
          <ActionButton actionId="generate.traceability" label="Generate Traceability…" variant="primary" />
        </p>
      </div>
    </article>
  );
}
