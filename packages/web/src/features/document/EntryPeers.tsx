import type { LivePeer } from '@specwright/core';
import { peerActivity, peerColourStyle } from '../presence/peer-spots';

/** A bar in the colour of the first of the others on an entry, along its left edge. */
export function EntryPeerBar({ peers }: { peers: readonly LivePeer[] }) {
  const [first] = peers;
  if (!first) return null;
  return <span className="doc-entry__peer-bar" style={peerColourStyle(first)} aria-hidden="true" />;
}

/** The names of the others on an entry, under its text ("Ana Lima is editing" for one typing in it). */
export function EntryPeers({ peers }: { peers: readonly LivePeer[] }) {
  if (peers.length === 0) return null;
  return (
    <span className="doc-entry__peers">
      {peers.map((peer) => (
        <span
          key={peer.userId}
          className="doc-entry__peer peer-tag"
          style={peerColourStyle(peer)}
          title={peerActivity(peer)}
        >
          {peer.spot?.editing ? peerActivity(peer) : peer.name}
        </span>
      ))}
    </span>
  );
}
