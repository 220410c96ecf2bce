import { lazy } from 'react';
import { LinkTargetsRefresh } from '../../features/cross-spec-links/LinkTargetsRefresh';
import { ImportProgressStatus } from '../../features/exchange/ImportProgressStatus';
import { LiveReadOnlyBanner, LiveStatusBadge } from '../../features/live/LiveStatus';
import { SyncStatusBadge } from '../../features/my-specs/SyncStatusBadge';
import { SpecPresence } from '../../features/presence/PeerAvatars';
import { tableViewModule } from '../../features/table/preload-table-view';
import { usePersistStatus } from '../../persist/use-persistence';
import { useSpecFiles } from '../../state/read-stores';
import { useSpecFile } from '../../state/spec-files';
import type { Tab } from '../../state/tab';
import './spec-tab.css';

// Each view is loaded when first shown: the grid alone is most of the bundle.
const TableView = lazy(tableViewModule);
const DocumentView = lazy(() =>
  import('../../features/document/DocumentView').then((m) => ({ default: m.DocumentView })),
);
const ReportView = lazy(() =>
  import('../../features/report/ReportView').then((m) => ({ default: m.ReportView })),
);
const TraceView = lazy(() =>
  import('../../features/trace/TraceView').then((m) => ({ default: m.TraceView })),
);

/** A spec tab: the table, document, report or trace view of one open requirement file. */
export function SpecTab({ tab }: { tab: Tab }) {
  const fileId = tab.requirementFileId ?? '';
  const file = useSpecFile(fileId);
  const loading = useSpecFiles((state) => state.specs[fileId]?.loading === true);
  const restoring = usePersistStatus((state) => state.restoring);
  if (!file && restoring) return <div className="spec-tab__missing">Restoring your open files…</div>;
  if (!file) {
    return (
      <div className="spec-tab__missing" role="status">
        <h2>This file is no longer open</h2>
        <p>Its content could not be restored. Close the tab and open the file again.</p>
      </div>
    );
  }
  const view = (
    <>
      <LiveReadOnlyBanner fileId={fileId} />
      {specView(tab.viewMode, fileId)}
      <SyncStatusBadge fileId={fileId} />
      <LiveStatusBadge fileId={fileId} />
      <SpecPresence fileId={fileId} />
      <LinkTargetsRefresh tabId={tab.id} fileId={fileId} />
    </>
  );
  if (!loading) return view;
  return (
    <>
      {view}
      <div className="spec-tab__loading" role="status">
        <span className="spec-tab__spinner" aria-hidden="true" />
        Reading the rest of “{file.title}”… You can edit it once every row is in.
        <ImportProgressStatus fileId={fileId} title={file.title} />
      </div>
    </>
  );
}

function specView(viewMode: Tab['viewMode'], fileId: string) {
  switch (viewMode ?? 'table') {
    case 'doc':
      return <DocumentView fileId={fileId} />;
    case 'report':
      return <ReportView fileId={fileId} />;
    case 'trace':
      return <TraceView fileId={fileId} />;
    default:
      return <TableView fileId={fileId} />;
  }
}
