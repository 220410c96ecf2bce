import { LIVE_CLOSE_REVOKED, WORKSPACE_MESSAGES } from '@specwright/core';
import type { LiveHub } from './live-hub.js';
import type { LiveClient } from './live-room.js';

/**
 * Checks a connection's access to a spec again: lost → `revoked` and the connection closed (its other
 * specs are joined again by the client on reconnecting); another role → `role`.
 */
async function recheck(hub: LiveHub, client: LiveClient, specId: string): Promise<void> {
  const joined = client.specs.get(specId);
  if (!joined) return;
  const access = await hub.accessOf(client.user.id, specId);
  if (!access) {
    client.send({ t: 'revoked', specId, message: WORKSPACE_MESSAGES.removed });
    hub.leave(client, specId);
    client.close(LIVE_CLOSE_REVOKED, 'access revoked');
    return;
  }
  joined.workspaceId = access.workspaceId;
  if (access.role === joined.role) return;
  joined.role = access.role;
  client.send({ t: 'role', specId, role: access.role });
}

/** A member of a workspace changed or left (`m:<workspace>:<user>`): that user's connections in its specs. */
export async function memberChanged(hub: LiveHub, workspaceId: string, userId: string): Promise<void> {
  const checks: Promise<void>[] = [];
  for (const client of hub.clientsByUser.get(userId) ?? []) {
    for (const [specId, joined] of client.specs) {
      if (joined.workspaceId === workspaceId) checks.push(recheck(hub, client, specId));
    }
  }
  await Promise.all(checks);
}

/** A spec moved, went to the trash or was deleted (`s:<spec>`): every connection in it. */
export async function specPlaceChanged(hub: LiveHub, specId: string): Promise<void> {
  const room = hub.rooms.get(specId);
  if (!room) return;
  await Promise.all([...room.clients].map((client) => recheck(hub, client, specId)));
}

/** Every joined spec of every connection (after notifications may have been missed). */
export async function recheckAll(hub: LiveHub): Promise<void> {
  const checks: Promise<void>[] = [];
  for (const [specId, room] of hub.rooms)
    for (const client of room.clients) checks.push(recheck(hub, client, specId));
  await Promise.all(checks);
}
