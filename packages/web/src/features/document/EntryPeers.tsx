import type { LivePeer } from '@specwright/core';
import { peerActivity, peerColourStyle } from '../presence/peer-spots';

/** The others on an entry: a bar in the first one's colour along its left edge, and each one's name. */
export function EntryPeers({ peers }: { peers: readonly LivePeer[] }) {
  const [first] = peers;
  if (!first) return null;
  return (
    <>
      <span className="doc-entry__peer-bar" style={peerColourStyle(first)} aria-hidden="true" />
      <span className="doc-entry__peers">
        {peers.map((peer) => (
          <span
            key={peer.userId}
            className="doc-entry__peer"
            style={peerColourStyle(peer)}
            title={peerActivity(peer)}
          >
            {peer.spot?.editing ? peerActivity(peer) : peer.name}
          </span>
        ))}
      </span>
    </>
  );
}
