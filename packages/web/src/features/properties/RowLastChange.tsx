import { useQuery } from '@tanstack/react-query';
import { useAccountSpecs, useLivePresence } from '../../state/read-stores';
import { fetchRowLastChange } from '../workspaces/workspaces-api';
import { changedWhen } from './changed-when';

/**
 * "Last changed by <name>, <when>" for the selected row of a workspace spec: what the live connection
 * learnt, else what the server recorded. Nothing for a personal spec or a row nobody changed since it was kept.
 */
export function RowLastChange({ fileId, rowId }: { fileId: string; rowId: string }) {
  const specId = useAccountSpecs((state) => state.links[fileId]?.specId);
  const live = useLivePresence((state) => (specId ? state.specs[specId] : undefined));
  const heard = live?.rowChanges[rowId];
  const recorded = useQuery({
    queryKey: ['row-last-change', specId, rowId],
    queryFn: ({ signal }) => fetchRowLastChange(specId ?? '', rowId, signal),
    enabled: specId !== undefined && live !== undefined && heard === undefined,
    staleTime: 30_000,
    retry: false,
  });
  const change = heard
    ? { name: heard.name, at: heard.at }
    : recorded.data?.changed_by && recorded.data.changed_at
      ? { name: recorded.data.changed_by.name, at: recorded.data.changed_at }
      : null;
  if (!live || !change) return null;
  return (
    <p className="properties__last-change" data-testid="row-last-change">
      Last changed by {change.name}, {changedWhen(change.at, Date.now())}
    </p>
  );
}
