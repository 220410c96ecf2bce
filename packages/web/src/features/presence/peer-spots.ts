import type { LivePeer } from '@specwright/core';
import type { CSSProperties } from 'react';
import './presence.css';

/** What a person is doing in the spec, as their marks name it: "Ana Lima is editing" or "… is viewing". */
export const peerActivity = (peer: LivePeer): string =>
  `${peer.name} ${peer.spot?.editing ? 'is editing' : 'is viewing'}`;

/** A person's colour for the marks' styles (`var(--peer-colour)`). */
export const peerColourStyle = (peer: LivePeer): CSSProperties =>
  ({ '--peer-colour': peer.colour }) as CSSProperties;

/**
 * One entry per person: the server lists each connection, and someone with the spec open in two tabs is
 * still one person (editing when either tab is).
 */
export function peoplePresent(peers: readonly LivePeer[]): LivePeer[] {
  const byUser = new Map<string, LivePeer>();
  for (const peer of peers) {
    const known = byUser.get(peer.userId);
    if (!known || (peer.spot?.editing && !known.spot?.editing)) byUser.set(peer.userId, peer);
  }
  return [...byUser.values()];
}

/** The people on each row (a person once per row), in the order the server lists them. */
export function peersByRow(peers: readonly LivePeer[]): ReadonlyMap<string, readonly LivePeer[]> {
  const rows = new Map<string, LivePeer[]>();
  for (const peer of peers) {
    const rowId = peer.spot?.rowId;
    if (!rowId) continue;
    const onRow = rows.get(rowId) ?? [];
    const same = onRow.findIndex((other) => other.userId === peer.userId);
    if (same === -1) onRow.push(peer);
    else if (peer.spot?.editing) onRow[same] = peer;
    rows.set(rowId, onRow);
  }
  return rows;
}
