import { runAction } from '../../actions/app-actions';
import type { SyncStatus } from '../../state/account-specs';
import { useAccountLink, useSyncStatus } from './my-specs-wiring';
import './my-specs.css';

const TEXT: Record<SyncStatus, string> = {
  saved: 'Saved to My Specs',
  saving: 'Saving to My Specs…',
  offline: 'Not saved yet: offline, retrying. Your edits are kept.',
  conflict: 'Not saved: changed somewhere else',
};

/** Where a spec kept in the account stands: saved, saving, waiting to retry, or in conflict. */
export function SyncStatusBadge({ fileId }: { fileId: string }) {
  const status = useSyncStatus(fileId);
  const link = useAccountLink(fileId);
  const waiting = link?.incoming !== undefined;
  // A workspace spec shows its live channel's state instead (features/live).
  if (!status || link?.workspaceId) return null;
  return (
    <div className="sync-status__bar">
      <div className={`sync-status sync-status--${status}`} role="status" data-testid="sync-status">
        {TEXT[status]}
      </div>
      {status === 'conflict' && waiting ? (
        <button
          type="button"
          className="button sync-status__choose"
          onClick={() => runAction('mySpecs.showConflict', { source: 'button' }, { fileId })}
        >
          Choose what to keep…
        </button>
      ) : null}
    </div>
  );
}
