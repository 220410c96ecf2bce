import type { Inbox, InboxItem } from '@specwright/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInboxStore } from '../../state/inbox';
import { useSessionStore } from '../../state/session';
import { stubFetch } from '../../test/auth-fetch';
import { InboxButton } from './InboxButton';
import { InboxPanel } from './InboxPanel';

const item = (over: Partial<InboxItem> = {}): InboxItem => ({
  id: '1a0b0c0d-1111-4222-8333-444455556666',
  kind: 'mention',
  spec_id: '0a0b0c0d-1111-4222-8333-444455556666',
  spec_title: 'Payments',
  row_id: 'r1',
  comment_id: '2a0b0c0d-1111-4222-8333-444455556666',
  review_id: null,
  by: { id: 'u2', name: 'Ben' },
  excerpt: '@Ada can you check the limits?',
  created_at: new Date().toISOString(),
  read_at: null,
  ...over,
});

const signIn = () =>
  useSessionStore.getState().setUser({
    uid: 'u1',
    email: 'ada@example.com',
    displayName: 'Ada',
    photoURL: null,
    createdAt: null,
    lastSignInAt: null,
  });

beforeEach(() => {
  useInboxStore.getState().clear();
  useSessionStore.getState().setUser(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('the Inbox button', () => {
  it('is not there signed out', () => {
    stubFetch({});
    render(<InboxButton />);
    expect(screen.queryByRole('button', { name: /Inbox/ })).toBeNull();
  });

  it('names the unread count, lists the items and marks them all read', async () => {
    signIn();
    const read = item({ id: '3a0b0c0d-1111-4222-8333-444455556666', read_at: new Date().toISOString() });
    const inbox: Inbox = { items: [item(), read], unread: 1 };
    const { calls } = stubFetch({
      'GET /api/inbox': { body: inbox },
      'POST /api/inbox/read': { body: { unread: 0 } },
    });
    render(<InboxButton />);
    const button = await screen.findByRole('button', { name: 'Inbox, 1 unread' });
    fireEvent.click(button);
    const list = await screen.findByRole('list', { name: 'Inbox' });
    const entries = within(list).getAllByRole('button');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Unread: Ben mentioned you in Payments'),
      expect.not.stringContaining('Unread'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Inbox' })).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/inbox/read', body: { all: true } });
  });

  it('reads the inbox again when the window gains focus', async () => {
    signIn();
    const { calls } = stubFetch({ 'GET /api/inbox': { body: { items: [], unread: 0 } } });
    render(<InboxButton />);
    await screen.findByRole('button', { name: 'Inbox' });
    const before = calls.length;
    fireEvent.focus(window);
    await vi.waitFor(() => expect(calls.length).toBe(before + 1));
  });
});

describe('the inbox list', () => {
  it('says when it is empty', () => {
    render(
      <InboxPanel inbox={{ items: [], unread: 0 }} error={null} onOpen={vi.fn()} onMarkAllRead={vi.fn()} />,
    );
    expect(screen.getByText(/Nothing here yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens an item and shows a review request in words', () => {
    const onOpen = vi.fn();
    const review = item({ kind: 'review', excerpt: '' });
    render(
      <InboxPanel
        inbox={{ items: [review], unread: 1 }}
        error={null}
        onOpen={onOpen}
        onMarkAllRead={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Ben asked you to review Payments/ }));
    expect(onOpen).toHaveBeenCalledWith(review);
  });
});
