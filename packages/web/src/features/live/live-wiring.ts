import {
  canEditSpecs,
  type LivePeer,
  type LiveRole,
  type LiveServerMessage,
  WORKSPACE_MESSAGES,
} from '@specwright/core';
import { useEffect } from 'react';
import { runAction } from '../../actions/app-actions';
import { useAccountSpecsStore } from '../../state/account-specs';
import { useLivePresenceStore } from '../../state/live-presence';
import { useNoticeStore } from '../../state/notices';
import { useSessionStore } from '../../state/session';
import { useSpecFilesStore } from '../../state/spec-files';
import { keepThread } from '../comments/comments-actions';
import { inboxAfterLiveComment } from '../inbox/inbox-wiring';
import { fetchServerFile } from '../my-specs/relink';
import { reviewChangedLive } from '../reviews/reviews-actions';
import { testResultsChangedLive } from '../test-runs/test-results-actions';
import type { ReplacedCell } from './live-change-facts';
import { createLiveSocket, type LiveSocketStatus, liveUrl } from './live-socket';
import { createLiveSync, type LiveLink } from './live-sync';
import { startPresenceSending } from './presence-sending-wiring';

/** Keeps the workspace specs open in this tab live while the app is mounted. */
export function useLiveEditing(): void {
  useEffect(() => startLiveEditing(), []);
}

const files = () => useSpecFilesStore.getState();
const presence = () => useLivePresenceStore.getState();
const notice = (title: string, lines: readonly string[], action?: { label: string; run: () => void }) =>
  useNoticeStore.getState().showNotice(title, lines, action);

/** The open, fully read files linked to a workspace spec. */
function liveLinks(): LiveLink[] {
  const open = files().specs;
  return Object.entries(useAccountSpecsStore.getState().links).flatMap(([fileId, link]) =>
    link.workspaceId && open[fileId] && !open[fileId].loading
      ? [{ specId: link.specId, fileId, version: link.version, base: link.base }]
      : [],
  );
}

function startLiveEditing(): () => void {
  let ownClientId: string | null = null;
  const fileOf = new Map<string, string>();
  const others = (peers: readonly LivePeer[]) => peers.filter((peer) => peer.clientId !== ownClientId);
  const setRole = (specId: string, role: LiveRole) => {
    presence().update(specId, { role });
    const fileId = fileOf.get(specId);
    if (fileId) files().setReadOnly(fileId, !canEditSpecs(role));
  };

  const sync = createLiveSync({
    send: (message) => socket.send(message),
    current: (fileId) => {
      const open = files().specs[fileId];
      return open && !open.loading ? open.edit.file : undefined;
    },
    rebase: (fileId, change) => files().rebase(fileId, change),
    acknowledge: (fileId, version, base, settled) => {
      useAccountSpecsStore.getState().acknowledge(fileId, version, base);
      if (settled) files().markSaved(fileId);
    },
    fetchServer: fetchServerFile,
    onJoined: (specId, role, peers) => {
      presence().update(specId, { status: 'live', peers: others(peers) });
      setRole(specId, role);
    },
    onChange: (specId, change, rowIds) => {
      if (!change.by || rowIds.length === 0) return;
      const stamp = { name: change.by.name, at: change.at };
      const current = presence().specs[specId]?.rowChanges ?? {};
      presence().update(specId, {
        rowChanges: { ...current, ...Object.fromEntries(rowIds.map((rowId) => [rowId, stamp])) },
      });
    },
    onReplaced: (fileId, cell) => offerRestore(fileId, cell),
    onRefused: (_specId, _status, message) => notice('Not saved', [message]),
    onRevoked: (fileId, specId, message) => {
      files().setReadOnly(fileId, true);
      presence().update(specId, { status: 'closed', peers: [] });
      notice(WORKSPACE_MESSAGES.removed, message === WORKSPACE_MESSAGES.removed ? [] : [message]);
    },
    // The server names the writer of a replaced text by their name (their id where it has no name).
    isOwnUser: (writer) => {
      const user = useSessionStore.getState().user;
      return user !== null && (writer === user.uid || writer === user.displayName);
    },
  });

  const onMessage = (message: LiveServerMessage) => {
    if (message.t === 'hello') ownClientId = message.clientId;
    sync.receive(message);
    if (message.t === 'presence') presence().update(message.specId, { peers: others(message.peers) });
    else if (message.t === 'thread') {
      keepThread(message.specId, message.thread);
      inboxAfterLiveComment();
    } else if (message.t === 'review') reviewChangedLive(message.specId);
    else if (message.t === 'tests') testResultsChangedLive(message.specId);
    else if (message.t === 'role') {
      setRole(message.specId, message.role);
      notice(WORKSPACE_MESSAGES.roleChanged(message.role), []);
    }
  };
  const onStatus = (status: LiveSocketStatus) => {
    if (status === 'closed') sync.disconnected();
    if (status === 'open') return;
    const shown = navigator.onLine === false ? 'offline' : 'connecting';
    for (const specId of fileOf.keys())
      if (!sync.isRevoked(specId)) presence().update(specId, { status: shown });
  };
  const socket = createLiveSocket({ url: liveUrl(window.location), onMessage, onStatus });

  let seen = new Map<string, unknown>();
  const check = () => {
    const links = liveLinks();
    for (const specId of fileOf.keys())
      if (!links.some((link) => link.specId === specId)) presence().forget(specId);
    fileOf.clear();
    for (const link of links) fileOf.set(link.specId, link.fileId);
    sync.setLinks(links);
    socket.setWanted(links.length > 0);
    const next = new Map<string, unknown>();
    for (const link of links) {
      const file = files().specs[link.fileId]?.edit.file;
      next.set(link.fileId, file);
      if (seen.has(link.fileId) && seen.get(link.fileId) !== file) sync.edited(link.fileId);
    }
    seen = next;
  };
  check();
  const offFiles = useSpecFilesStore.subscribe(check);
  const offLinks = useAccountSpecsStore.subscribe(check);
  const stopPresence = startPresenceSending((message) => socket.send(message));
  return () => {
    offFiles();
    offLinks();
    stopPresence();
    socket.stop();
  };
}

function offerRestore(fileId: string, cell: ReplacedCell) {
  const file = files().specs[fileId]?.edit.file;
  const column = file?.columns.find((known) => known.field === cell.field)?.headerName ?? cell.field;
  notice(`${cell.by}'s text replaced yours in ${cell.rowId} · ${column}`, [], {
    label: 'Restore mine',
    run: () =>
      void runAction(
        'cells.edit',
        { source: 'button' },
        {
          fileId,
          rowId: cell.rowId,
          field: cell.field,
          value: cell.mine,
        },
      ),
  });
}

/** The live state of the workspace spec open as `fileId`; undefined for any other file. */
export function useLiveSpec(fileId: string) {
  const specId = useAccountSpecsStore((state) =>
    state.links[fileId]?.workspaceId ? state.links[fileId]?.specId : undefined,
  );
  return useLivePresenceStore((state) => (specId ? state.specs[specId] : undefined));
}
