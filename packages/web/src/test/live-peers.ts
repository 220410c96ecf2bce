import type { LivePeer, PresenceSpot, RequirementFile } from '@specwright/core';
import { useAccountSpecsStore } from '../state/account-specs';
import { useLivePresenceStore } from '../state/live-presence';

/** A person in a live spec, as the server lists them. */
export function livePeer(name: string, spot: PresenceSpot | null, colour = '#d9480f'): LivePeer {
  const initials = name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return { clientId: `c-${name}`, userId: `u-${name}`, name, initials, colour, spot };
}

/** Keeps the open file in the account as spec `specId`, live with nobody else in it yet. */
export function liveSpec(file: RequirementFile, specId = 's1'): void {
  useAccountSpecsStore.getState().link(file.id, { specId, version: 1, base: file });
  useLivePresenceStore.getState().update(specId, { status: 'live', role: 'editor', peers: [] });
}

export const setPeers = (peers: readonly LivePeer[], specId = 's1') =>
  useLivePresenceStore.getState().update(specId, { peers });

export const ownSpot = (specId = 's1') => useLivePresenceStore.getState().specs[specId]?.ownSpot;

export function resetLive(): void {
  useAccountSpecsStore.setState({ links: {}, kept: {} });
  useLivePresenceStore.setState({ specs: {} });
}
