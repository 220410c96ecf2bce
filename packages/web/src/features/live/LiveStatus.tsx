import { WORKSPACE_MESSAGES } from '@specwright/core';
import type { LiveSpecState } from '../../state/live-presence';
import { useReadOnlySpec } from '../../state/spec-files';
import { useLiveSpec } from './live-wiring';
import './live.css';

const TEXT: Record<LiveSpecState['status'], string> = {
  live: 'Live',
  connecting: 'Reconnecting…',
  offline: 'Offline: your edits are kept',
  closed: 'Closed',
};

const TITLE: Record<LiveSpecState['status'], string | undefined> = {
  live: undefined,
  connecting: WORKSPACE_MESSAGES.reconnecting,
  offline: WORKSPACE_MESSAGES.reconnecting,
  closed: WORKSPACE_MESSAGES.removed,
};

/** Where a workspace spec's live channel stands: live, reconnecting, offline or closed to the user. */
export function LiveStatusBadge({ fileId }: { fileId: string }) {
  const live = useLiveSpec(fileId);
  if (!live) return null;
  return (
    <div className="sync-status__bar">
      <div
        className={`sync-status live-status live-status--${live.status}`}
        role="status"
        data-testid="sync-status"
        title={TITLE[live.status]}
      >
        {TEXT[live.status]}
      </div>
    </div>
  );
}

/** Above the view of a workspace spec the user may only read. */
export function LiveReadOnlyBanner({ fileId }: { fileId: string }) {
  const readOnly = useReadOnlySpec(fileId);
  const closed = useLiveSpec(fileId)?.status === 'closed';
  if (!readOnly) return null;
  return (
    <p className="live-read-only" role="note" data-testid="read-only-banner">
      {closed ? WORKSPACE_MESSAGES.removed : WORKSPACE_MESSAGES.readOnly}
    </p>
  );
}
