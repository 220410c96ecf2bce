import type { InboxItem } from '@specwright/core';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useInbox, useSession } from '../../state/read-stores';
import { InboxIcon } from '../../ui/icons';
import { InboxPanel } from './InboxPanel';
import { markInboxRead, openInboxItem, refreshInbox, useInboxRefresh } from './inbox-wiring';
import { inboxButtonLabel } from './inbox-words';
import './inbox.css';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The menu bar's Inbox button (signed in only) with its unread count, opening the list of items. */
export function InboxButton() {
  const signedIn = useSession((state) => state.user !== null);
  useInboxRefresh();
  if (!signedIn) return null;
  return <SignedInInbox />;
}

function SignedInInbox() {
  const inbox = useInbox((state) => state.inbox);
  const readError = useInbox((state) => state.error);
  const [open, setOpen] = useState(false);
  const [markError, setMarkError] = useState<string | null>(null);
  const unread = inbox?.unread ?? 0;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setMarkError(null);
    if (next) void refreshInbox();
  };
  const onOpen = (item: InboxItem) => {
    setOpen(false);
    void openInboxItem(item);
  };
  const onMarkAllRead = () => {
    setMarkError(null);
    markInboxRead('all').catch((error: unknown) =>
      setMarkError(`The items could not be marked read: ${messageOf(error)}`),
    );
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger className="inbox__trigger" aria-label={inboxButtonLabel(unread)}>
        <InboxIcon />
        {unread > 0 ? (
          <span className="inbox__badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="inbox__popover"
          aria-label="Inbox"
          align="end"
          sideOffset={4}
          collisionPadding={8}
        >
          <InboxPanel
            inbox={inbox}
            error={markError ?? (readError ? `The inbox could not be read: ${readError}` : null)}
            onOpen={onOpen}
            onMarkAllRead={onMarkAllRead}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
