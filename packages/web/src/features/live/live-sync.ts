import {
  applyLiveOps,
  applyOverLocal,
  canEditSpecs,
  type LiveChange,
  type LiveClientMessage,
  type LiveOp,
  type LiveRole,
  type LiveServerMessage,
  liveOpsBetween,
  type RequirementFile,
} from '@specwright/core';
import { changedRowIds, type ReplacedCell, replacedCells } from './live-change-facts';

/** A local edit is sent at most this long after it was made. */
export const SEND_WITHIN_MS = 100;
/** At most this many operations, and about this many characters of them, go in one batch. */
export const BATCH_OPS = 2000;
export const BATCH_CHARACTERS = 1024 * 1024;

/** The operations that go first: all of them when they are few, else as many as fit in a batch. */
export function firstBatch(ops: readonly LiveOp[]): LiveOp[] {
  let characters = 0;
  let count = 0;
  while (count < ops.length && count < BATCH_OPS) {
    characters += JSON.stringify(ops[count]).length;
    if (count > 0 && characters > BATCH_CHARACTERS) break;
    count += 1;
  }
  return ops.slice(0, count);
}

/** A workspace spec open in this tab: its file, and the version and file the server acknowledged. */
export interface LiveLink {
  specId: string;
  fileId: string;
  version: number;
  base: RequirementFile;
}

export interface LiveSyncDeps {
  send: (message: LiveClientMessage) => boolean;
  current: (fileId: string) => RequirementFile | undefined;
  /** Changes the open file and every step of its history, making no undo step. */
  rebase: (fileId: string, change: (file: RequirementFile) => RequirementFile) => void;
  /** The server holds `base` as `version`; `settled` when the tab has nothing more to send. */
  acknowledge: (fileId: string, version: number, base: RequirementFile, settled: boolean) => void;
  fetchServer: (specId: string, fileId: string) => Promise<{ version: number; file: RequirementFile }>;
  onJoined: (
    specId: string,
    role: LiveRole,
    peers: Extract<LiveServerMessage, { t: 'joined' }>['peers'],
  ) => void;
  onChange: (specId: string, change: LiveChange, rowIds: readonly string[]) => void;
  onReplaced: (fileId: string, cell: ReplacedCell) => void;
  onRefused: (specId: string, status: number, message: string) => void;
  onRevoked: (fileId: string, specId: string, message: string) => void;
  isOwnUser: (writer: string) => boolean;
}

interface SpecState extends LiveLink {
  joined: boolean;
  role: LiveRole | null;
  inFlight: { clientId: string; seq: number; sent: RequirementFile } | null;
  revoked: boolean;
  /** While the spec is read again: the changes that arrived meanwhile, applied after it. */
  reloading: LiveChange[] | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The live editing of the workspace specs open in a tab over one connection: joins each (asking for what
 * it missed), applies the others' changes without undo steps, sends the tab's own edits in batches (one in
 * flight per spec), and takes its acknowledgement, a merge or a refusal back into the file.
 */
export function createLiveSync(deps: LiveSyncDeps) {
  const specs = new Map<string, SpecState>();
  let clientId: string | null = null;
  let seq = 0;

  const join = (spec: SpecState) => {
    spec.joined = false;
    if (clientId && !spec.revoked) deps.send({ t: 'join', specId: spec.specId, since: spec.version });
  };

  function settle(spec: SpecState) {
    const current = deps.current(spec.fileId);
    const settled = !spec.inFlight && (!current || liveOpsBetween(spec.base, current).length === 0);
    deps.acknowledge(spec.fileId, spec.version, spec.base, settled);
  }

  function sendNext(spec: SpecState) {
    clearTimeout(spec.timer);
    spec.timer = undefined;
    if (!clientId || !spec.joined || spec.inFlight || spec.revoked || spec.reloading) return;
    if (!canEditSpecs(spec.role)) return;
    const current = deps.current(spec.fileId);
    if (!current) return;
    const all = liveOpsBetween(spec.base, current);
    if (all.length === 0) return;
    const ops = firstBatch(all);
    const next = seq + 1;
    if (!deps.send({ t: 'edit', specId: spec.specId, seq: next, ops })) return;
    seq = next;
    // A large change goes in several batches: the rest is sent once this one is acknowledged.
    const sent = ops.length === all.length ? current : applyLiveOps(spec.base, ops);
    spec.inFlight = { clientId, seq: next, sent };
  }

  function applyRemote(spec: SpecState, ops: readonly LiveOp[]) {
    const reference = spec.base;
    deps.rebase(spec.fileId, (file) => applyOverLocal(file, ops, reference));
    if (spec.inFlight)
      spec.inFlight = { ...spec.inFlight, sent: applyOverLocal(spec.inFlight.sent, ops, reference) };
    spec.base = applyLiveOps(reference, ops);
  }

  function takeChange(spec: SpecState, change: LiveChange) {
    if (spec.reloading) {
      spec.reloading.push(change);
      return;
    }
    if (change.version <= spec.version) return;
    if (change.ops === null) {
      void reload(spec);
      return;
    }
    const flight = spec.inFlight;
    if (flight && change.clientId === flight.clientId && change.seq === flight.seq) {
      deps.rebase(spec.fileId, (file) => applyOverLocal(file, change.ops ?? [], flight.sent));
      spec.base = applyLiveOps(spec.base, change.ops);
      spec.inFlight = null;
    } else {
      applyRemote(spec, change.ops);
      for (const cell of replacedCells(change, deps.isOwnUser)) deps.onReplaced(spec.fileId, cell);
    }
    spec.version = change.version;
    deps.onChange(spec.specId, change, changedRowIds(change.ops));
    settle(spec);
  }

  async function reload(spec: SpecState) {
    spec.reloading = [];
    try {
      const server = await deps.fetchServer(spec.specId, spec.fileId);
      const theirs = { ...server.file, hiddenColumns: spec.base.hiddenColumns };
      applyRemote(spec, liveOpsBetween(spec.base, theirs));
      spec.inFlight = null;
      spec.version = server.version;
      const waiting = spec.reloading;
      spec.reloading = null;
      for (const change of waiting) takeChange(spec, change);
      settle(spec);
      sendNext(spec);
    } catch {
      spec.reloading = null;
      join(spec);
    }
  }

  function takeBack(spec: SpecState) {
    const flight = spec.inFlight;
    if (!flight) return;
    const undoOps = liveOpsBetween(flight.sent, spec.base);
    deps.rebase(spec.fileId, (file) => applyOverLocal(file, undoOps, flight.sent));
    spec.inFlight = null;
    settle(spec);
  }

  function receive(message: LiveServerMessage) {
    if (message.t === 'hello') {
      clientId = message.clientId;
      seq = 0;
      for (const spec of specs.values()) join(spec);
      return;
    }
    if (message.t === 'pong' || message.t === 'error') return;
    const spec = specs.get(message.specId);
    if (!spec) return;
    if (message.t === 'joined') {
      spec.role = message.role;
      deps.onJoined(spec.specId, message.role, message.peers);
      if (message.reload) void reload(spec);
      else for (const change of message.changes) takeChange(spec, change);
      // A batch sent on a connection that closed before its acknowledgement, and not among the changes
      // since, was never applied: it is part of what is sent next.
      if (spec.inFlight && spec.inFlight.clientId !== clientId) spec.inFlight = null;
      spec.joined = true;
      sendNext(spec);
    } else if (message.t === 'change') {
      takeChange(spec, message.change);
      sendNext(spec);
    } else if (message.t === 'refused') {
      if (spec.inFlight && message.seq === spec.inFlight.seq && spec.inFlight.clientId === clientId)
        takeBack(spec);
      deps.onRefused(spec.specId, message.status, message.message);
    } else if (message.t === 'role') {
      spec.role = message.role;
      sendNext(spec);
    } else if (message.t === 'revoked') {
      spec.revoked = true;
      clearTimeout(spec.timer);
      deps.onRevoked(spec.fileId, spec.specId, message.message);
    }
  }

  return {
    receive,
    /** The connection closed: every spec joins again on the next one. */
    disconnected() {
      clientId = null;
      for (const spec of specs.values()) spec.joined = false;
    },
    /** The workspace specs open now; new ones join, closed ones leave. */
    setLinks(links: readonly LiveLink[]) {
      const wanted = new Map(links.map((link) => [link.specId, link]));
      for (const [specId, spec] of specs) {
        if (wanted.has(specId)) continue;
        clearTimeout(spec.timer);
        specs.delete(specId);
        if (clientId) deps.send({ t: 'leave', specId });
      }
      for (const link of wanted.values()) {
        if (specs.has(link.specId)) continue;
        const spec: SpecState = {
          ...link,
          joined: false,
          role: null,
          inFlight: null,
          revoked: false,
          reloading: null,
          timer: undefined,
        };
        specs.set(link.specId, spec);
        join(spec);
      }
    },
    /** A local edit of one of the files: sent within SEND_WITHIN_MS. */
    edited(fileId: string) {
      for (const spec of specs.values()) {
        if (spec.fileId !== fileId || spec.timer !== undefined) continue;
        spec.timer = setTimeout(() => sendNext(spec), SEND_WITHIN_MS);
      }
    },
    role: (specId: string) => specs.get(specId)?.role ?? null,
    isRevoked: (specId: string) => specs.get(specId)?.revoked ?? false,
  };
}
export type LiveSync = ReturnType<typeof createLiveSync>;
