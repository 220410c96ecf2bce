import { AUDIT_ACTION_LABELS, fileNameForTitle, rowLabelsOf } from '@specwright/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { readSpecFiles } from '../../state/read-stores';
import { useSpecFile } from '../../state/spec-files';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { Notice } from '../../ui/Notice';
import { downloadBlob } from '../files/download';
import { formatWhen } from '../my-specs/format-when';
import { useAccountLink } from '../my-specs/my-specs-wiring';
import { type AuditFilter, AuditFilters } from './AuditFilters';
import { fetchAllAuditEntries, fetchAuditPage } from './audit-api';
import { auditCsv } from './audit-text';
import { ChangeCell } from './ChangeCell';
import './audit.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const PAGE_SIZE = 50;

/** The filters as the API's query (an empty one filters nothing). */
const queryOf = (filter: AuditFilter) => ({
  ...(filter.action ? { action: filter.action } : {}),
  ...(filter.user ? { user: filter.user } : {}),
  ...(filter.row.trim() ? { row: filter.row.trim() } : {}),
});

/** File → Audit Trail: who did what to a kept spec, newest first, filtered, a page at a time, as CSV. */
export function AuditTrailDialog({ fileId, onClose }: { fileId: string; onClose: () => void }) {
  const specId = useAccountLink(fileId)?.specId ?? '';
  const [filter, setFilter] = useState<AuditFilter>({ action: '', user: '', row: '' });
  const query = queryOf(useDeferredValue(filter));
  const [exporting, setExporting] = useState<'idle' | 'busy' | Error>('idle');
  const trail = useInfiniteQuery({
    queryKey: ['spec-audit', specId, query],
    queryFn: ({ pageParam, signal }) =>
      fetchAuditPage(
        specId,
        { ...query, limit: PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next ?? undefined,
    enabled: specId !== '',
  });
  const entries = trail.data?.pages.flatMap((page) => page.entries) ?? [];
  const people = trail.data?.pages[0]?.people ?? [];
  // Rows and fields named as the spec shows them (its ID column, the column's header) where it has them.
  const file = useSpecFile(fileId);
  const rowLabels = file
    ? rowLabelsOf(
        file,
        entries.flatMap((entry) => (entry.row_id ? [entry.row_id] : [])),
      )
    : {};
  const headerOf = (field: string) =>
    file?.columns.find((column) => column.field === field)?.headerName ?? field;

  const exportCsv = async () => {
    setExporting('busy');
    try {
      const all = await fetchAllAuditEntries(specId, query);
      const title = readSpecFiles().specs[fileId]?.edit.file.title ?? 'Spec';
      const blob = new Blob(['\uFEFF', auditCsv(all)], { type: 'text/csv;charset=utf-8' });
      downloadBlob(blob, fileNameForTitle(`${title} audit trail`, 'csv'));
      setExporting('idle');
    } catch (error) {
      setExporting(error instanceof Error ? error : new Error(String(error)));
    }
  };

  return (
    <DialogFrame
      title="Audit Trail"
      description="Who did what to this spec, newest first. Nobody can change or remove an entry."
      onClose={onClose}
      width="wide"
      testId="audit-dialog"
      actions={
        <>
          <button type="button" className="button" disabled={exporting === 'busy'} onClick={exportCsv}>
            {exporting === 'busy' ? 'Exporting…' : 'Export CSV'}
          </button>
          <button type="button" className="button primary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <AuditFilters filter={filter} people={people} onChange={setFilter} />
      {trail.error ? <Notice tone="error">{errorText(trail.error)}</Notice> : null}
      {exporting instanceof Error ? <Notice tone="error">{errorText(exporting)}</Notice> : null}
      <div className="audit__list">
        {trail.isPending ? <p className="audit__state">Loading the audit trail…</p> : null}
        {trail.isSuccess && entries.length === 0 ? (
          <p className="audit__state">No entries match these filters.</p>
        ) : null}
        {entries.length > 0 ? (
          <table className="audit__table" aria-label="Audit trail">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Person</th>
                <th scope="col">Action</th>
                <th scope="col">Row</th>
                <th scope="col">Field</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="audit__when">{formatWhen(entry.at)}</td>
                  <td>{entry.user?.name || 'Unknown'}</td>
                  <td>
                    {AUDIT_ACTION_LABELS[entry.action]}
                    {entry.detail ? <span className="audit__detail">{entry.detail}</span> : null}
                  </td>
                  <td title={entry.row_id ?? undefined}>
                    {entry.row_id ? (rowLabels[entry.row_id] ?? entry.row_id) : ''}
                  </td>
                  <td title={entry.field ?? undefined}>{entry.field ? headerOf(entry.field) : ''}</td>
                  <td>
                    <ChangeCell entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
      {trail.hasNextPage ? (
        <button
          type="button"
          className="button audit__more"
          disabled={trail.isFetchingNextPage}
          onClick={() => void trail.fetchNextPage()}
        >
          {trail.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </DialogFrame>
  );
}
