import type { InboxItem } from '@specwright/core';
import { useEffect } from 'react';
import { runAction } from '../../actions/app-actions';
import { useInboxStore } from '../../state/inbox';
import { readLayout, readSession, useSession } from '../../state/read-stores';
import { useSpecFilesStore } from '../../state/spec-files';
import { fetchInbox, markRead } from './inbox-api';

/** How often an open app reads the inbox again. */
export const INBOX_REFRESH_MS = 60_000;
/** A burst of live comments is followed by one read. */
const LIVE_SETTLE_MS = 1_000;
/** How long opening an item waits for its spec to open before selecting the row. */
const OPEN_WAIT_MS = 20_000;

const store = () => useInboxStore.getState();
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

let reading: Promise<void> | null = null;

/** Reads the inbox again (one read at a time); forgets it when signed out. */
export function refreshInbox(): Promise<void> {
  if (!readSession().user) {
    store().clear();
    return Promise.resolve();
  }
  reading ??= fetchInbox()
    .then((inbox) => store().loaded(inbox))
    .catch((error: unknown) => store().failed(messageOf(error)))
    .finally(() => {
      reading = null;
    });
  return reading;
}

let liveTimer: ReturnType<typeof setTimeout> | undefined;

/** A comment arrived live (it may mention the user): the inbox is read again once they settle. */
export function inboxAfterLiveComment(): void {
  clearTimeout(liveTimer);
  liveTimer = setTimeout(() => void refreshInbox(), LIVE_SETTLE_MS);
}

/** Keeps the inbox fresh while signed in: now, whenever the window gains focus, and every minute. */
export function useInboxRefresh(): void {
  const userId = useSession((state) => state.user?.uid ?? null);
  useEffect(() => {
    void refreshInbox();
    if (userId === null) return;
    const onFocus = () => void refreshInbox();
    window.addEventListener('focus', onFocus);
    const timer = setInterval(onFocus, INBOX_REFRESH_MS);
    return () => {
      window.removeEventListener('focus', onFocus);
      clearInterval(timer);
    };
  }, [userId]);
}

export async function markInboxRead(ids: readonly string[] | 'all'): Promise<void> {
  store().markedRead(ids, await markRead(ids));
}

/** Resolves once the spec is open in a tab with all its rows (false when it did not open in time). */
function specOpened(specId: string): Promise<boolean> {
  const isOpen = () => {
    const open = useSpecFilesStore.getState().specs[specId];
    return open !== undefined && open.loading !== true;
  };
  if (isOpen()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (opened: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(opened);
    };
    const timer = setTimeout(() => finish(false), OPEN_WAIT_MS);
    const unsubscribe = useSpecFilesStore.subscribe(() => {
      if (isOpen()) finish(true);
    });
  });
}

/** Opens a kept spec (from My Specs) at a row, its row selected and the properties panel showing it. */
export async function openSpecAtRow(specId: string, rowId: string | null): Promise<void> {
  runAction('mySpecs.open', { source: 'menu' }, { specId });
  if (rowId === null || !(await specOpened(specId))) return;
  runAction('rows.select', { source: 'menu' }, { fileId: specId, rowId });
  if (readLayout().sidePanel !== 'properties') runAction('panels.properties', { source: 'menu' });
}

/** Opens the item's spec at its row with the row's comments in view, and marks the item read. */
export async function openInboxItem(item: InboxItem): Promise<void> {
  if (item.read_at === null) void markInboxRead([item.id]).catch(() => undefined);
  await openSpecAtRow(item.spec_id, item.row_id);
}
