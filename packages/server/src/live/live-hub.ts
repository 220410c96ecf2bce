import {
  canEditSpecs,
  type LiveChange,
  type LiveClientMessage,
  type LivePeer,
  type PresenceSpot,
  SPEC_MESSAGES,
  WORKSPACE_MESSAGES,
} from '@specwright/core';
import type { Database } from '../db/database.js';
import { type SpecAccess, specAccessOf } from '../workspaces/spec-access.js';
import { applyLiveEdits, type LiveEdit, type LiveEditResult, savePointAfterEdits } from './live-apply.js';
import { changesAfter, resumeFrom } from './live-change-reader.js';
import { peerOf } from './live-peers.js';
import { type LiveClient, Room } from './live-room.js';

type EditMessage = Extract<LiveClientMessage, { t: 'edit' }>;

interface PendingEdit {
  edit: LiveEdit;
  resolve(result: LiveEditResult): void;
  reject(error: unknown): void;
}

/** The most edits of one spec applied in one transaction. */
const MAX_EDITS_TOGETHER = 100;

export interface LiveHubOptions {
  db: Database;
  maxRows: number;
  /** Tells the other servers of this server's peers in a spec. */
  publishPeers(specId: string, peers: LivePeer[]): void;
  remotePeers(specId: string): LivePeer[];
  logError(error: unknown, what: string): void;
}

/** A message for an edit that failed for a reason that is not the sender's (the database, a bug). */
const EDIT_FAILED = 'The change could not be saved just now. It will be sent again.';

/** The live connections of this server, by spec: joins, edits, change delivery, presence. */
export class LiveHub {
  readonly rooms = new Map<string, Room>();
  readonly clientsByUser = new Map<string, Set<LiveClient>>();
  /** The edits of each spec waiting on this server: one transaction per spec at a time holds a connection. */
  private readonly pendingEdits = new Map<string, PendingEdit[]>();

  constructor(private readonly options: LiveHubOptions) {}

  connect(client: LiveClient): void {
    const clients = this.clientsByUser.get(client.user.id) ?? new Set();
    clients.add(client);
    this.clientsByUser.set(client.user.id, clients);
  }

  disconnect(client: LiveClient): void {
    for (const specId of [...client.specs.keys()]) this.leave(client, specId);
    const clients = this.clientsByUser.get(client.user.id);
    clients?.delete(client);
    if (clients?.size === 0) this.clientsByUser.delete(client.user.id);
  }

  /** The caller's access to a spec now: null when it may not read it (or the spec is in the trash). */
  async accessOf(userId: string, specId: string): Promise<SpecAccess | null> {
    const access = await specAccessOf(this.options.db, userId, specId);
    return access && !access.deletedAt ? access : null;
  }

  async join(client: LiveClient, specId: string, since: number | undefined): Promise<void> {
    const access = await this.accessOf(client.user.id, specId);
    if (!access) return this.refuse(client, specId, null, 404, SPEC_MESSAGES.notFound);
    const room = this.rooms.get(specId) ?? new Room(Number.MAX_SAFE_INTEGER);
    this.rooms.set(specId, room);
    await room.run(
      async () => {
        const resumed = await resumeFrom(this.options.db, specId, since);
        if (!resumed) return this.refuse(client, specId, null, 404, SPEC_MESSAGES.notFound);
        if (room.clients.size === 0) room.lastVersion = resumed.version;
        const spot = client.specs.get(specId)?.spot ?? null;
        client.specs.set(specId, {
          role: access.role,
          workspaceId: access.workspaceId,
          version: resumed.version,
          spot,
        });
        room.clients.add(client);
        client.send({ t: 'joined', specId, role: access.role, peers: this.peersOf(specId), ...resumed });
        this.presenceChanged(specId);
      },
      (error) => this.options.logError(error, 'join'),
    );
  }

  leave(client: LiveClient, specId: string): void {
    if (!client.specs.delete(specId)) return;
    const room = this.rooms.get(specId);
    room?.clients.delete(client);
    if (room?.clients.size === 0) this.rooms.delete(specId);
    this.presenceChanged(specId);
  }

  /** Applies an edit when the sender's role allows it; refused otherwise, nothing kept. */
  async edit(client: LiveClient, message: EditMessage): Promise<void> {
    const { specId, seq, ops } = message;
    const joined = client.specs.get(specId);
    const role = joined ? joined.role : (await this.accessOf(client.user.id, specId))?.role;
    if (!role) return this.refuse(client, specId, seq, 404, SPEC_MESSAGES.notFound);
    if (!canEditSpecs(role)) return this.refuse(client, specId, seq, 403, WORKSPACE_MESSAGES.editRefused);
    let result: LiveEditResult;
    try {
      result = await this.submit({ specId, user: client.user, clientId: client.clientId, seq, ops });
    } catch (error) {
      this.options.logError(error, 'edit');
      return this.refuse(client, specId, seq, 409, EDIT_FAILED);
    }
    if (result.kind === 'refused') return this.refuse(client, specId, seq, result.status, result.message);
    if (!joined) client.send({ t: 'change', specId, change: result.change });
    await this.announce(specId, result.change);
  }

  /** Queues an edit; the edits of a spec waiting here are applied together, one transaction at a time. */
  private submit(edit: LiveEdit): Promise<LiveEditResult> {
    return new Promise((resolve, reject) => {
      const waiting = this.pendingEdits.get(edit.specId);
      if (waiting) {
        waiting.push({ edit, resolve, reject });
        return;
      }
      this.pendingEdits.set(edit.specId, [{ edit, resolve, reject }]);
      void this.drain(edit.specId);
    });
  }

  private async drain(specId: string): Promise<void> {
    for (;;) {
      const waiting = this.pendingEdits.get(specId) ?? [];
      const batch = waiting.splice(0, MAX_EDITS_TOGETHER);
      if (batch.length === 0) {
        this.pendingEdits.delete(specId);
        return;
      }
      try {
        const edits = batch.map((entry) => entry.edit);
        const results = await applyLiveEdits(this.options.db, edits, this.options.maxRows);
        batch.forEach((entry, index) => {
          const result = results[index];
          if (result) entry.resolve(result);
          else entry.reject(new Error('No result for an edit'));
        });
        const specId = edits[0]?.specId;
        if (specId && results.some((result) => result.kind === 'applied' && result.change.ops?.length))
          savePointAfterEdits(this.options.db, specId).catch((error: unknown) =>
            this.options.logError(error, 'save point'),
          );
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
  }

  /** Sends a change this server applied at once, unless changes before it are still to be read. */
  announce(specId: string, change: LiveChange): Promise<void> {
    const room = this.rooms.get(specId);
    if (!room) return Promise.resolve();
    return room.run(
      async () => {
        if (change.version <= room.lastVersion) return;
        if (change.version === room.lastVersion + 1) this.sendChanges(specId, room, [change]);
        else await this.catchUp(specId, room);
      },
      (error) => this.options.logError(error, 'announce'),
    );
  }

  /** A change committed on some server (`c:` notification): sent here when this server has the spec open. */
  changed(specId: string, version: number): Promise<void> {
    const room = this.rooms.get(specId);
    if (!room || version <= room.lastVersion) return Promise.resolve();
    return room.run(
      () => this.catchUp(specId, room),
      (error) => this.options.logError(error, 'deliver'),
    );
  }

  /** Every open spec's missed changes (after the listening connection was lost). */
  async catchUpAll(): Promise<void> {
    await Promise.all(
      [...this.rooms].map(([specId, room]) =>
        room.run(
          () => this.catchUp(specId, room),
          (error) => this.options.logError(error, 'deliver'),
        ),
      ),
    );
  }

  private async catchUp(specId: string, room: Room): Promise<void> {
    const changes = await changesAfter(this.options.db, specId, room.lastVersion);
    this.sendChanges(specId, room, changes);
  }

  private sendChanges(specId: string, room: Room, changes: readonly LiveChange[]): void {
    for (const change of changes) {
      for (const client of room.clients) {
        const joined = client.specs.get(specId);
        if (!joined || joined.version >= change.version) continue;
        joined.version = change.version;
        client.send({ t: 'change', specId, change });
      }
      room.lastVersion = Math.max(room.lastVersion, change.version);
    }
  }

  setSpot(client: LiveClient, specId: string, spot: PresenceSpot | null): void {
    const joined = client.specs.get(specId);
    if (!joined) {
      this.refuse(client, specId, null, 404, SPEC_MESSAGES.notFound);
      return;
    }
    joined.spot = spot;
    this.presenceChanged(specId);
  }

  localPeersOf(specId: string): LivePeer[] {
    const room = this.rooms.get(specId);
    if (!room) return [];
    return [...room.clients].map((client) =>
      peerOf(client.clientId, client.user, client.specs.get(specId)?.spot ?? null),
    );
  }

  peersOf(specId: string): LivePeer[] {
    return [...this.localPeersOf(specId), ...this.options.remotePeers(specId)];
  }

  /** Tells this server's connections in the spec who is in it, and the other servers this server's part. */
  presenceChanged(specId: string, publish = true): void {
    this.sendPresence(specId);
    if (publish) this.options.publishPeers(specId, this.localPeersOf(specId));
  }

  sendPresence(specId: string): void {
    const room = this.rooms.get(specId);
    if (!room) return;
    const peers = this.peersOf(specId);
    for (const client of room.clients) client.send({ t: 'presence', specId, peers });
  }

  refuse(client: LiveClient, specId: string, seq: number | null, status: number, message: string): void {
    client.send({ t: 'refused', specId, seq, status, message });
  }
}
