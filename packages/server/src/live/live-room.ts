import type { LiveServerMessage, PresenceSpot, WorkspaceRole } from '@specwright/core';
import type { PeerPerson } from './live-peers.js';

/** A spec a connection joined: the role it holds there, the last version it was sent, where it is. */
export interface JoinedSpec {
  role: WorkspaceRole;
  workspaceId: string | null;
  version: number;
  spot: PresenceSpot | null;
}

/** One WebSocket connection as the hub sees it. */
export interface LiveClient {
  clientId: string;
  user: PeerPerson;
  specs: Map<string, JoinedSpec>;
  send(message: LiveServerMessage): void;
  close(code: number, reason: string): void;
}

/** The connections of this server in one spec, and the last change version sent to them. */
export class Room {
  readonly clients = new Set<LiveClient>();
  private queue: Promise<void> = Promise.resolve();

  constructor(public lastVersion: number) {}

  /** Runs `work` after the room's earlier work, so its changes go out once and in order. */
  run(work: () => Promise<void>, onError: (error: unknown) => void): Promise<void> {
    const next = this.queue.then(work).catch(onError);
    this.queue = next;
    return next;
  }
}
