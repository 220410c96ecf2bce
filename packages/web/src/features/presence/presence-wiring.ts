import type { LivePeer, PresenceSpot } from '@specwright/core';
import { useAccountSpecsStore } from '../../state/account-specs';
import { useLivePresenceStore } from '../../state/live-presence';

const NO_PEERS: readonly LivePeer[] = [];

/**
 * The other people with an open file's workspace spec open, as the live connection last told them; empty for
 * a file not kept in the account or not live.
 */
export function useFilePeers(fileId: string): readonly LivePeer[] {
  const specId = useAccountSpecsStore((state) => state.links[fileId]?.specId);
  return useLivePresenceStore((state) => (specId ? state.specs[specId]?.peers : undefined) ?? NO_PEERS);
}

const sameSpot = (a: PresenceSpot | null, b: PresenceSpot | null): boolean =>
  a === b ||
  (a !== null && b !== null && a.rowId === b.rowId && a.field === b.field && a.editing === b.editing);

/**
 * Where this tab is in an open file (the row and column selected, typing or not), for the live connection to
 * send to the others. Only a spec the live connection follows has a spot; an unchanged spot is not set again.
 */
export function setOwnSpot(fileId: string, spot: PresenceSpot | null): void {
  const specId = useAccountSpecsStore.getState().links[fileId]?.specId;
  if (!specId) return;
  const presence = useLivePresenceStore.getState();
  const live = presence.specs[specId];
  if (!live || sameSpot(live.ownSpot, spot)) return;
  presence.update(specId, { ownSpot: spot });
}
