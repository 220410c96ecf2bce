import type { InboxItem } from '@specwright/core';

/** The inbox button's accessible name: the unread count in it, so it is heard as well as seen. */
export function inboxButtonLabel(unread: number): string {
  return unread > 0 ? `Inbox, ${unread} unread` : 'Inbox';
}

/** What happened, in one sentence: who did what in which spec. */
export function inboxItemTitle(item: InboxItem): string {
  const by = item.by.name || 'Someone';
  return item.kind === 'mention'
    ? `${by} mentioned you in ${item.spec_title}`
    : `${by} asked you to review ${item.spec_title}`;
}
