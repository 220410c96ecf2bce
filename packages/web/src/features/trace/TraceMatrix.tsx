import type { TraceRequirement, TraceView } from '@specwright/core';
import { useMemo, useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { StatusBadge } from './StatusBadge';

const PAGE_SIZE = 50;

interface TraceMatrixProps {
  fileId: string;
  view: TraceView;
  /** Only this chapter's requirements (and its sub-chapters'), when set. */
  chapterRowIds: ReadonlySet<string> | undefined;
  labels: ReadonlyMap<string, string>;
}

function MatrixRow({
  fileId,
  requirement,
  labels,
}: {
  fileId: string;
  requirement: TraceRequirement;
  labels: ReadonlyMap<string, string>;
}) {
  const label = (rowId: string) => labels.get(rowId) ?? rowId;
  return (
    <tr>
      <th scope="row" className="trace-matrix__requirement">
        <button
          type="button"
          className="trace-link-button"
          aria-label={`Show ${requirement.requirementId} in the table`}
          onClick={() =>
            runAction('trace.showRequirement', { source: 'button' }, { fileId, rowId: requirement.rowId })
          }
        >
          {requirement.requirementId}
        </button>
        <span className="trace-matrix__text">{requirement.text}</span>
      </th>
      <td>
        {requirement.tests.length === 0 ? (
          <span className="trace-badge trace-badge--missing">No tests</span>
        ) : (
          <span className="trace-chips">
            {requirement.tests.map((rowId) => (
              <span key={rowId} className="trace-chip">
                {label(rowId)}
              </span>
            ))}
          </span>
        )}
      </td>
      <td>
        <span className="trace-chips">
          {requirement.links.map((link) => {
            const other = link.from === requirement.rowId ? link.to : link.from;
            return (
              <span
                key={`${link.from}-${link.toSpec ?? ''}-${link.to}-${link.type}`}
                className="trace-chip trace-chip--plain"
              >
                {link.from === requirement.rowId ? link.type : `${link.type} (from)`}{' '}
                {link.toSpec ? other : label(other)}
              </span>
            );
          })}
        </span>
      </td>
      <td>
        <span className="trace-chips">
          <StatusBadge requirement={requirement} />
          {requirement.suspect ? <span className="trace-badge trace-badge--warn">Suspect</span> : null}
          {requirement.drifted ? <span className="trace-badge trace-badge--warn">Drifted</span> : null}
        </span>
      </td>
    </tr>
  );
}

/** Requirement × its tests and other links, a page of 50 at a time (never every row in the page). */
export function TraceMatrix({ fileId, view, chapterRowIds, labels }: TraceMatrixProps) {
  const [page, setPage] = useState(0);
  const rows = useMemo(
    () =>
      chapterRowIds
        ? view.requirements.filter((r) => r.chapterRowId !== undefined && chapterRowIds.has(r.chapterRowId))
        : view.requirements,
    [view, chapterRowIds],
  );
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = rows.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  if (rows.length === 0) return <p className="trace-muted">No requirements here.</p>;
  return (
    <div className="trace-matrix">
      <table className="trace-table" aria-label="Trace matrix">
        <thead>
          <tr>
            <th scope="col">Requirement</th>
            <th scope="col">Tests</th>
            <th scope="col">Other links</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((requirement) => (
            <MatrixRow key={requirement.rowId} fileId={fileId} requirement={requirement} labels={labels} />
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav className="trace-pager" aria-label="Trace matrix pages">
          <button
            type="button"
            className="button small"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            Previous
          </button>
          <span aria-live="polite">
            {(current * PAGE_SIZE + 1).toLocaleString('en')}–
            {(current * PAGE_SIZE + shown.length).toLocaleString('en')} of {rows.length.toLocaleString('en')}
          </span>
          <button
            type="button"
            className="button small"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}
