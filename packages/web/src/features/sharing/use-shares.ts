import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExpiryDays } from './share-link';
import { createShare, fetchShares, revokeShare } from './shares-api';

/** The read-only links of a kept spec, and making and revoking one (the list reloads after each). */
export function useShares(specId: string) {
  const client = useQueryClient();
  const queryKey = ['spec-shares', specId] as const;
  const reload = () => client.invalidateQueries({ queryKey });
  const shares = useQuery({ queryKey, queryFn: ({ signal }) => fetchShares(specId, signal) });
  const create = useMutation({
    mutationFn: (days: ExpiryDays) => createShare(specId, days),
    onSuccess: reload,
  });
  const revoke = useMutation({
    mutationFn: (shareId: string) => revokeShare(specId, shareId),
    onSuccess: reload,
  });
  return { shares, create, revoke };
}

/** Puts text on the clipboard; false when the browser refuses (the caller then selects it for Ctrl+C). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
