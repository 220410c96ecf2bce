import type { Inbox, InboxItem } from '@specwright/core';
import { changedWhen } from '../properties/changed-when';
import { inboxItemTitle } from './inbox-words';

interface InboxPanelProps {
  inbox: Inbox | null;
  error: string | null;
  onOpen: (item: InboxItem) => void;
  onMarkAllRead: () => void;
}

/** The inbox's items, newest first: who, what, which spec, when, and a dot on each unread one. */
export function InboxPanel({ inbox, error, onOpen, onMarkAllRead }: InboxPanelProps) {
  const now = Date.now();
  const items = inbox?.items ?? [];
  return (
    <div className="inbox">
      <header className="inbox__header">
        <h2 className="inbox__title" id="inbox-title">
          Inbox
        </h2>
        <button
          type="button"
          className="button small"
          disabled={!inbox || inbox.unread === 0}
          onClick={onMarkAllRead}
        >
          Mark all read
        </button>
      </header>
      {error ? (
        <p className="inbox__error" role="alert">
          {error}
        </p>
      ) : null}
      {inbox === null && !error ? (
        <p className="inbox__empty" role="status">
          Reading your inbox…
        </p>
      ) : null}
      {inbox && items.length === 0 ? (
        <p className="inbox__empty">
          Nothing here yet. When someone mentions you in a comment or asks you for a review, it shows here.
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="inbox__items" aria-labelledby="inbox-title">
          {items.map((item) => {
            const unread = item.read_at === null;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={`inbox__item${unread ? ' inbox__item--unread' : ''}`}
                  onClick={() => onOpen(item)}
                >
                  <span className="inbox__dot" aria-hidden="true" />
                  <span className="inbox__text">
                    <span className="inbox__what">
                      {unread ? <span className="visually-hidden">Unread: </span> : null}
                      {inboxItemTitle(item)}
                    </span>
                    {item.excerpt ? <span className="inbox__excerpt">{item.excerpt}</span> : null}
                    <time className="inbox__when" dateTime={item.created_at}>
                      {changedWhen(item.created_at, now)}
                    </time>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
