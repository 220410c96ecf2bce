import type { WorkspaceDetail } from '@specwright/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../app/dialogs/DialogHost';
import { closeDialog } from '../../state/dialogs';
import { useSessionStore } from '../../state/session';
import { stubFetch } from '../../test/auth-fetch';
import { renderWithConfig } from '../../test/render-with-config';
import { WorkspacesPage } from './WorkspacesPage';
import { useWorkspacesPageStore } from './workspaces-page-store';

const ID = '7a1b2c3d-1111-4222-8333-444455556666';
const base = `/api/workspaces/${ID}`;
const team = {
  id: ID,
  name: 'Payments team',
  role: 'owner' as const,
  members: 2,
  specs: 3,
  created_at: '2026-03-04T10:15:00.000Z',
};
const ada = {
  user_id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'owner' as const,
  joined_at: '2026-03-04T10:15:00.000Z',
};
const grace = {
  ...ada,
  user_id: 'u2',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'editor' as const,
};
const pending = {
  id: '9a1b2c3d-1111-4222-8333-444455556666',
  email: 'linus@example.com',
  role: 'viewer' as const,
  created_at: '2026-03-05T10:15:00.000Z',
  expires_at: '2026-03-19T10:15:00.000Z',
};

function signIn() {
  act(() =>
    useSessionStore.getState().setUser({
      uid: 'u1',
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
      photoURL: null,
      createdAt: null,
      lastSignInAt: null,
    }),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithConfig(
    <QueryClientProvider client={client}>
      <WorkspacesPage />
      <Suspense fallback={null}>
        <DialogHost />
      </Suspense>
    </QueryClientProvider>,
  );
}

// The dialogs load on first use: the first one may take longer than a query's second on a busy machine.
const firstLoad = { timeout: 10_000 };

beforeEach(() => {
  closeDialog();
  useSessionStore.getState().setUser(null);
  useWorkspacesPageStore.getState().show(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('WorkspacesPage', () => {
  it('asks a signed-out user to sign in', () => {
    renderPage();
    expect(screen.getByText('Sign in to share specs with your team in a workspace.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('says when the user is in no workspace, makes one in the dialog and shows it', async () => {
    let workspaces: (typeof team)[] = [];
    const detail: WorkspaceDetail = {
      workspace: { ...team, members: 1, specs: 0 },
      members: [ada],
      invitations: [],
    };
    const { calls } = stubFetch({
      'GET /api/workspaces': () => ({ body: { workspaces } }),
      'POST /api/workspaces': () => {
        workspaces = [team];
        return { status: 201, body: { workspace: detail.workspace } };
      },
      [`GET ${base}`]: () => ({ body: detail }),
    });
    signIn();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(/You are in no workspace yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Workspace' }, firstLoad);
    const create = within(dialog).getByRole('button', { name: 'Create Workspace' });
    expect(create).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Payments team {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === '/api/workspaces' && call.method === 'POST')?.body).toEqual({
      name: 'Payments team',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments team' })).toBeTruthy();
    expect(screen.getByText(/Your role:/).textContent).toBe('Your role: Owner · 1 member · 0 specs');
  });

  it('lists the workspaces with role, members and specs, and an error with Retry', async () => {
    let fail = true;
    stubFetch({
      'GET /api/workspaces': () =>
        fail ? { status: 403, body: { message: 'Not allowed.' } } : { body: { workspaces: [team] } },
    });
    signIn();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Not allowed.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: 'Workspaces' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Owner', '2', '3', 'Mar 4, 2026']);
    expect(within(table).getByRole('button', { name: 'Payments team' })).toBeTruthy();
  });

  it('lets an owner change a role, invite (mailed or as a link), withdraw, remove and delete after asking', async () => {
    let detail: WorkspaceDetail = { workspace: team, members: [ada, grace], invitations: [pending] };
    let mailed = false;
    const { calls } = stubFetch({
      'GET /api/workspaces': { body: { workspaces: [team] } },
      [`GET ${base}`]: () => ({ body: detail }),
      [`PATCH ${base}/members/u2`]: (body) => {
        detail = { ...detail, members: [ada, { ...grace, role: (body as { role: 'viewer' }).role }] };
        return { body: { ok: true } };
      },
      [`POST ${base}/invitations`]: (body) => {
        const { email, role } = body as { email: string; role: 'editor' };
        const invitation = { ...pending, id: '8a1b2c3d-1111-4222-8333-444455556666', email, role };
        detail = { ...detail, invitations: [...detail.invitations, invitation] };
        return mailed
          ? { status: 201, body: { invitation, sent: true } }
          : {
              status: 201,
              body: { invitation, sent: false, url: 'http://localhost/invite/tok_abcdefghijklmnop' },
            };
      },
      [`DELETE ${base}/invitations/${pending.id}`]: () => {
        detail = { ...detail, invitations: detail.invitations.filter((one) => one.id !== pending.id) };
        return { body: { ok: true } };
      },
      [`DELETE ${base}/members/u2`]: () => {
        detail = { ...detail, members: [ada] };
        return { body: { ok: true } };
      },
      [`DELETE ${base}`]: { body: { ok: true } },
    });
    signIn();
    useWorkspacesPageStore.getState().show(ID);
    const user = userEvent.setup();
    renderPage();
    const members = await screen.findByRole('table', { name: 'Members' });
    expect(within(members).queryByRole('button', { name: 'Remove Ada Lovelace' })).toBeNull();

    await user.selectOptions(
      within(members).getByRole('combobox', { name: 'Role of Grace Hopper' }),
      'Viewer',
    );
    await waitFor(() =>
      expect(within(members).getByRole('combobox', { name: 'Role of Grace Hopper' })).toHaveProperty(
        'value',
        'viewer',
      ),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'viewer' });

    const invite = screen.getByRole('form', { name: 'Invite' });
    await user.type(within(invite).getByRole('textbox', { name: 'Email' }), 'bob@example.com');
    await user.selectOptions(within(invite).getByRole('combobox', { name: 'Role' }), 'Reviewer');
    await user.click(within(invite).getByRole('button', { name: 'Send Invitation' }));
    const link = await screen.findByRole('textbox', { name: 'Invitation link for bob@example.com' });
    expect(link).toHaveProperty('value', 'http://localhost/invite/tok_abcdefghijklmnop');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost/invite/tok_abcdefghijklmnop');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Pending invitations' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));

    mailed = true;
    await user.type(within(invite).getByRole('textbox', { name: 'Email' }), 'cy@example.com');
    await user.click(within(invite).getByRole('button', { name: 'Send Invitation' }));
    expect((await screen.findByText('Invitation sent to cy@example.com.')).getAttribute('role')).toBe(
      'status',
    );

    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation to linus@example.com' }));
    const withdraw = await screen.findByRole('dialog', { name: 'Withdraw Invitation' }, firstLoad);
    await user.click(within(withdraw).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByText('linus@example.com')).toBeNull());

    await user.click(within(members).getByRole('button', { name: 'Remove Grace Hopper' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove Member' }, firstLoad);
    expect(remove.textContent).toContain('Remove Grace Hopper (grace@example.com) from “Payments team”?');
    await user.click(within(remove).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(members).queryByText('Grace Hopper')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete Workspace' }));
    const question = await screen.findByRole('dialog', { name: 'Delete Workspace' }, firstLoad);
    expect(question.textContent).toContain('Its 3 specs go to your trash, restorable there for 30 days');
    await user.click(within(question).getByRole('button', { name: 'Delete Workspace' }));
    expect(await screen.findByRole('table', { name: 'Workspaces' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${base}/invitations/${pending.id}`,
      `${base}/members/u2`,
      base,
    ]);
  });

  it('shows a member who is not an owner the members only, and lets them leave', async () => {
    const viewer = { ...team, role: 'viewer' as const };
    const detail: WorkspaceDetail = {
      workspace: viewer,
      members: [
        { ...ada, user_id: 'u9', name: 'Olive Owner', email: 'olive@example.com' },
        { ...ada, role: 'viewer' },
      ],
      invitations: [],
    };
    const { calls } = stubFetch({
      'GET /api/workspaces': { body: { workspaces: [viewer] } },
      [`GET ${base}`]: { body: detail },
      [`DELETE ${base}/members/u1`]: { body: { ok: true } },
    });
    signIn();
    useWorkspacesPageStore.getState().show(ID);
    const user = userEvent.setup();
    renderPage();
    const members = await screen.findByRole('table', { name: 'Members' });
    expect(within(members).queryByRole('combobox')).toBeNull();
    expect(within(members).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Workspace' })).toBeNull();
    expect(screen.getByText('Only the workspace’s owners invite people and change roles.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Leave Workspace' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave Workspace' }, firstLoad)).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByRole('table', { name: 'Workspaces' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `${base}/members/u1`)).toBe(true);
  });

  it('renames a workspace from its heading, and says when the workspace is gone', async () => {
    let detail: WorkspaceDetail = { workspace: team, members: [ada], invitations: [] };
    let gone = false;
    stubFetch({
      'GET /api/workspaces': { body: { workspaces: [team] } },
      [`GET ${base}`]: () =>
        gone ? { status: 404, body: { message: 'Workspace not found.' } } : { body: detail },
      [`PATCH ${base}`]: (body) => {
        detail = { ...detail, workspace: { ...team, name: (body as { name: string }).name } };
        return { body: { workspace: detail.workspace } };
      },
    });
    signIn();
    useWorkspacesPageStore.getState().show(ID);
    const user = userEvent.setup();
    const { unmount } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'Workspace name' });
    await user.clear(field);
    await user.type(field, 'Billing{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeTruthy();
    unmount();

    gone = true;
    renderPage();
    expect(await screen.findByText('Workspace not found.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '← All workspaces' }));
    expect(await screen.findByRole('table', { name: 'Workspaces' })).toBeTruthy();
  });
});
