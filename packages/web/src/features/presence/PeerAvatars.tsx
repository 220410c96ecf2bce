import type { LivePeer } from '@specwright/core';
import { peerActivity, peerColourStyle, peoplePresent } from './peer-spots';
import { useFilePeers } from './presence-wiring';
import './presence.css';

/** The most avatars shown; the rest are counted ("+3"). */
export const MAX_AVATARS = 5;

/** One circle per person with the spec open: their initials in their colour, what they do as its name. */
export function PeerAvatars({ peers }: { peers: readonly LivePeer[] }) {
  const people = peoplePresent(peers);
  if (people.length === 0) return null;
  const shown = people.slice(0, MAX_AVATARS);
  const rest = people.slice(MAX_AVATARS);
  return (
    <ul className="peer-avatars" aria-label="People in this spec">
      {shown.map((peer) => (
        <li key={peer.userId} className="peer-avatars__item">
          <span
            role="img"
            className="peer-avatar"
            data-editing={peer.spot?.editing === true}
            style={peerColourStyle(peer)}
            title={peerActivity(peer)}
            aria-label={peerActivity(peer)}
          >
            <span aria-hidden="true">{peer.initials}</span>
          </span>
        </li>
      ))}
      {rest.length > 0 ? (
        <li className="peer-avatars__item">
          <span
            className="peer-avatar peer-avatar--more"
            title={rest.map(peerActivity).join('\n')}
            aria-label={`${rest.length} more: ${rest.map((peer) => peer.name).join(', ')}`}
            role="img"
          >
            <span aria-hidden="true">+{rest.length}</span>
          </span>
        </li>
      ) : null}
    </ul>
  );
}

/** The people in an open workspace spec, over the spec tab's view. */
export function SpecPresence({ fileId }: { fileId: string }) {
  const peers = useFilePeers(fileId);
  return (
    <div className="spec-presence">
      <PeerAvatars peers={peers} />
    </div>
  );
}
