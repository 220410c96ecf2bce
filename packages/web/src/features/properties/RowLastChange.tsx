import { useQuery } from '@tanstack/react-query';
import { useAccountSpecs, useLivePresence } from '../../state/read-stores';
import { fetchRowLastChange } from '../workspaces/workspaces-api';
import { changedWhen } from './changed-when';

/**
 * "Last changed by <name>, <when>" for the selected row of a workspace spec (one the live connection has
 * open): what it learnt, else what the server recorded. Nothing for a personal spec.
 */
export function RowLastChange({ fileId, rowId }: { fileId: string; rowId: string }) {
  const specId = useAccountSpecs((state) => state.links[fileId]?.specId);
  const live = useLivePresence((state) => (specId ? state.specs[specId] : undefined));
  if (!specId || !live) return null;
  const heard = live.rowChanges[rowId];
  if (heard) return <LastChange name={heard.name} at={heard.at} />;
  return <RecordedLastChange specId={specId} rowId={rowId} />;
}

/** The server's record of the row's last change; nothing for a row nobody changed since it was kept. */
function RecordedLastChange({ specId, rowId }: { specId: string; rowId: string }) {
  const recorded = useQuery({
    queryKey: ['row-last-change', specId, rowId],
    queryFn: ({ signal }) => fetchRowLastChange(specId, rowId, signal),
    staleTime: 30_000,
    retry: false,
  });
  const by = recorded.data?.changed_by;
  const at = recorded.data?.changed_at;
  return by && at ? <LastChange name={by.name} at={at} /> : null;
}

function LastChange({ name, at }: { name: string; at: string }) {
  return (
    <p className="properties__last-change" data-testid="row-last-change">
      Last changed by {name}, {changedWhen(at, Date.now())}
    </p>
  );
}
