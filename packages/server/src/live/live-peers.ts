import type { LivePeer, PresenceSpot } from '@specwright/core';

/**
 * Colours of people in a spec: mid tones that read as text and as an outline on white and on the dark
 * theme's background alike.
 */
const PEER_COLOURS = [
  '#d1495b',
  '#2e7dd1',
  '#2f9e44',
  '#c2410c',
  '#8e44ad',
  '#0f9488',
  '#b7791f',
  '#d6336c',
  '#5c7cfa',
  '#6d8a12',
] as const;

/** A stable colour per user id (FNV-1a of the id). */
export function peerColour(userId: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < userId.length; index += 1) {
    hash ^= userId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return PEER_COLOURS[(hash >>> 0) % PEER_COLOURS.length] ?? PEER_COLOURS[0];
}

/** Up to two initials of a name ("Ada Lovelace" → "AL"); "?" without letters. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._@-]+/u)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

export interface PeerPerson {
  id: string;
  name: string;
}

export function peerOf(clientId: string, person: PeerPerson, spot: PresenceSpot | null): LivePeer {
  return {
    clientId,
    userId: person.id,
    name: person.name,
    initials: initialsOf(person.name),
    colour: peerColour(person.id),
    spot,
  };
}

/** The peers of other servers, per server and spec, forgotten when a server has not been heard of for long. */
export class RemotePeers {
  private readonly servers = new Map<string, { heardAt: number; specs: Map<string, LivePeer[]> }>();

  set(serverId: string, specId: string, peers: LivePeer[], now = Date.now()): void {
    const server = this.servers.get(serverId) ?? { heardAt: now, specs: new Map() };
    server.heardAt = now;
    if (peers.length > 0) server.specs.set(specId, peers);
    else server.specs.delete(specId);
    this.servers.set(serverId, server);
  }

  heardFrom(serverId: string, now = Date.now()): void {
    const server = this.servers.get(serverId);
    if (server) server.heardAt = now;
  }

  of(specId: string): LivePeer[] {
    const peers: LivePeer[] = [];
    for (const server of this.servers.values()) peers.push(...(server.specs.get(specId) ?? []));
    return peers;
  }

  /** Forgets the servers not heard of since `before`; the specs whose peers that changed. */
  forgetSilent(before: number): Set<string> {
    const specs = new Set<string>();
    for (const [serverId, server] of this.servers) {
      if (server.heardAt >= before) continue;
      for (const specId of server.specs.keys()) specs.add(specId);
      this.servers.delete(serverId);
    }
    return specs;
  }
}
