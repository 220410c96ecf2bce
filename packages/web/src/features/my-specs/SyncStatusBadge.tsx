import type { SyncStatus } from '../../state/account-specs';
import { useSyncStatus } from './my-specs-bindings';
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
  if (!status) return null;
  return (
    <div className={`sync-status sync-status--${status}`} role="status" data-testid="sync-status">
      {TEXT[status]}
    </div>
  );
}
