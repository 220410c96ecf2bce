import { WORKSPACE_MESSAGES } from '@specwright/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInSession, stubFetch } from '../../test/auth-fetch';
import { InvitationPage } from './InvitationPage';
import { invitationTokenOf, pendingInvitation, takeJoinedWorkspace } from './invitation-link';

const TOKEN = 'Inv1tat10n_T0ken-abcdefghijklmnopqrstuvwxyz';
const preview = {
  workspace_name: 'Payments team',
  invited_by: 'Grace Hopper',
  role: 'editor',
  email: 'ada@example.com',
};
const joined = {
  id: '7a1b2c3d-1111-4222-8333-444455556666',
  name: 'Payments team',
  role: 'editor',
  members: 3,
  specs: 2,
  created_at: '2026-03-04T10:15:00.000Z',
};

function renderPage(token = TOKEN) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <InvitationPage token={token} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('invitationTokenOf', () => {
  it('reads the token of an /invite/ path only', () => {
    expect(invitationTokenOf(`/invite/${TOKEN}`)).toBe(TOKEN);
    expect(invitationTokenOf(`/invite/${TOKEN}/`)).toBe(TOKEN);
    expect(invitationTokenOf('/shared/abc')).toBeNull();
    expect(invitationTokenOf('/')).toBeNull();
  });
});

describe('InvitationPage', () => {
  it('shows the workspace, inviter and role, accepts for the invited address and opens the workspace', async () => {
    const { calls } = stubFetch({
      [`GET /api/invitations/${TOKEN}`]: { body: preview },
      'GET /api/auth/get-session': { body: signedInSession },
      [`POST /api/invitations/${TOKEN}/accept`]: { body: { workspace: joined } },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Join “Payments team”' })).toBeTruthy();
    expect(screen.getByTestId('invitation-page').textContent).toContain(
      'Grace Hopper invited ada@example.com to the workspace “Payments team” as Editor: members with this role open and edit its specs.',
    );
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('status')).textContent).toBe('You joined “Payments team” as Editor.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/invitations/${TOKEN}/accept`,
    ]);
    await user.click(screen.getByRole('button', { name: 'Open the workspace' }));
    expect(assign).toHaveBeenCalledWith('/');
    expect(takeJoinedWorkspace()).toBe(joined.id);
  });

  it('asks a signed-out visitor to sign in first and remembers the invitation to come back to', async () => {
    stubFetch({
      [`GET /api/invitations/${TOKEN}`]: { body: preview },
      'GET /api/auth/get-session': { body: null },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText('Sign in (or create an account) with ada@example.com to accept it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in to accept' }));
    expect(pendingInvitation()).toBe(TOKEN);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('says when the invitation was sent to another address than the one signed in', async () => {
    stubFetch({
      [`GET /api/invitations/${TOKEN}`]: { body: { ...preview, email: 'someone@example.com' } },
      'GET /api/auth/get-session': { body: signedInSession },
    });
    renderPage();
    expect(
      await screen.findByText(new RegExp(WORKSPACE_MESSAGES.invitationOtherEmail.slice(0, 40))),
    ).toBeTruthy();
    expect(screen.getByText(/You are signed in as ada@example.com\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('says a used, withdrawn or expired invitation no longer works, and shows a refused acceptance', async () => {
    stubFetch({
      [`GET /api/invitations/${TOKEN}`]: { status: 404, body: { message: 'Not found.' } },
      'GET /api/auth/get-session': { body: signedInSession },
    });
    const { unmount } = renderPage();
    expect(await screen.findByTestId('invitation-unavailable')).toBeTruthy();
    expect(screen.getByText(WORKSPACE_MESSAGES.invitationNotFound)).toBeTruthy();
    unmount();

    stubFetch({
      [`GET /api/invitations/${TOKEN}`]: { body: preview },
      'GET /api/auth/get-session': { body: signedInSession },
      [`POST /api/invitations/${TOKEN}/accept`]: {
        status: 409,
        body: { message: WORKSPACE_MESSAGES.alreadyMember },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText(WORKSPACE_MESSAGES.alreadyMember)).toBeTruthy();
  });

  it('does not ask the server about a malformed token', () => {
    const { calls } = stubFetch({ 'GET /api/auth/get-session': { body: null } });
    renderPage('x');
    expect(screen.getByTestId('invitation-unavailable')).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/invitations'))).toBe(false);
  });
});
