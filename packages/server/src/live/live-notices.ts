import type { LivePeer } from '@specwright/core';
import { sql } from 'drizzle-orm';
import { readThread } from '../comments/comment-store.js';
import type { Database } from '../db/database.js';
import { LIVE_CHANNEL } from './change-log.js';
import { memberChanged, specPlaceChanged } from './live-access.js';
import type { LiveHub } from './live-hub.js';
import type { RemotePeers } from './live-peers.js';

/** PostgreSQL refuses a notification payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

/** The `p:` payload of a server's peers in a spec, leaving out the last peers when there are too many. */
export function peersPayload(serverId: string, specId: string, peers: readonly LivePeer[]): string {
  let kept = peers.length;
  for (;;) {
    const payload = `p:${serverId}:${specId}:${JSON.stringify(peers.slice(0, kept))}`;
    if (Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES || kept === 0) return payload;
    kept -= 1;
  }
}

export function notify(db: Database, payload: string): Promise<unknown> {
  return db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

/** Acts on one notification of the live channel (see migration 0012 and change-log.ts for who sends which). */
export function onLiveNotice(
  db: Database,
  hub: LiveHub,
  remote: RemotePeers,
  serverId: string,
  payload: string,
): Promise<void> | undefined {
  const [kind, first = '', second = ''] = payload.split(':', 3);
  if (kind === 'c') return hub.changed(first, Number(second));
  if (kind === 'm') return memberChanged(hub, first, second);
  if (kind === 's') return specPlaceChanged(hub, first);
  if (kind === 't') return threadChanged(db, hub, first, second);
  if (kind === 'r') return reviewChanged(hub, first, second);
  if (kind === 'x') return testResultsChanged(hub, first);
  if (kind !== 'p' || first === serverId) return undefined;
  const peersStart = payload.indexOf(':', 2 + first.length + 1 + second.length);
  const peers = parsePeers(payload.slice(peersStart + 1));
  if (!peers) return undefined;
  remote.set(first, second, peers);
  hub.sendPresence(second);
  return undefined;
}

/**
 * A thread was written or changed (`t:<spec>:<thread>`): read once and sent to every connection of this
 * server in the spec (every role reads comments).
 */
async function threadChanged(db: Database, hub: LiveHub, specId: string, threadId: string): Promise<void> {
  const room = hub.rooms.get(specId);
  if (!room || room.clients.size === 0) return;
  const thread = await readThread(db, specId, threadId);
  if (!thread) return;
  for (const client of room.clients) client.send({ t: 'thread', specId, thread });
}

/** A review changed (`r:<spec>:<review>`): every connection in the spec reads the reviews again. */
function reviewChanged(hub: LiveHub, specId: string, reviewId: string): undefined {
  const room = hub.rooms.get(specId);
  for (const client of room?.clients ?? []) client.send({ t: 'review', specId, reviewId });
  return undefined;
}

/** A test run was imported (`x:<spec>:<run>`): every connection in the spec reads the test results again. */
function testResultsChanged(hub: LiveHub, specId: string): undefined {
  for (const client of hub.rooms.get(specId)?.clients ?? []) client.send({ t: 'tests', specId });
  return undefined;
}

function parsePeers(text: string): LivePeer[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as LivePeer[]) : null;
  } catch {
    return null;
  }
}
