import { WORKSPACE_MESSAGES } from '@specwright/core';
import type { LiveSpecState } from '../../state/live-presence';
import { useLiveSpec, useReadOnlySpec } from './live-wiring';
import './live.css';

const TEXT: Record<LiveSpecState['status'], string> = {
  live: 'Live',
  connecting: 'Reconnecting…',
  offline: 'Offline: your edits are kept',
};

/** Where a workspace spec's live channel stands: live, reconnecting or offline. */
export function LiveStatusBadge({ fileId }: { fileId: string }) {
  const live = useLiveSpec(fileId);
  if (!live) return null;
  return (
    <div className="sync-status__bar">
      <div
        className={`sync-status live-status live-status--${live.status}`}
        role="status"
        data-testid="sync-status"
        title={live.status === 'live' ? undefined : WORKSPACE_MESSAGES.reconnecting}
      >
        {TEXT[live.status]}
      </div>
    </div>
  );
}

/** Above the view of a workspace spec the user may only read. */
export function LiveReadOnlyBanner({ fileId }: { fileId: string }) {
  const readOnly = useReadOnlySpec(fileId);
  if (!readOnly) return null;
  return (
    <p className="live-read-only" role="note" data-testid="read-only-banner">
      {WORKSPACE_MESSAGES.readOnly}
    </p>
  );
}
