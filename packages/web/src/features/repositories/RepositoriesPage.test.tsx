import { REPOSITORY_MESSAGES } from '@specwright/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../app/dialogs/DialogHost';
import { useSessionStore } from '../../state/session';
import { stubFetch } from '../../test/auth-fetch';
import { renderWithConfig } from '../../test/render-with-config';
import { RepositoriesPage } from './RepositoriesPage';

const specs = {
  id: '5f0c7a3e-1111-4222-8333-444455556666',
  name: 'Payments specs',
  github_url: 'https://github.com/acme/payments',
  description: 'Requirements of the payment service',
  has_access_token: true,
  created_at: '2026-03-04T10:15:00.000Z',
  updated_at: '2026-03-05T10:15:00.000Z',
  last_accessed: null,
};

function signIn() {
  act(() =>
    useSessionStore.getState().setUser({
      uid: 'u1',
      email: 'ada@example.com',
      displayName: 'Ada',
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
      <RepositoriesPage />
      <Suspense fallback={null}>
        <DialogHost />
      </Suspense>
    </QueryClientProvider>,
  );
}

beforeEach(() => useSessionStore.getState().setUser(null));
afterEach(() => vi.unstubAllGlobals());

describe('RepositoriesPage', () => {
  it('asks a signed-out user to sign in', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByText('Please sign in to manage your repositories.')).toBeTruthy();
  });

  it('starts empty, checks the form, adds a repository, edits it with a blank token and deletes it', async () => {
    let list: (typeof specs)[] = [];
    const { calls } = stubFetch({
      'GET /api/user/repositories': () => ({ body: { repositories: list } }),
      'POST /api/user/repositories': () => {
        list = [specs];
        return { body: { repository: specs } };
      },
      [`PUT /api/user/repositories/${specs.id}`]: (body) => {
        list = [{ ...specs, name: (body as { name: string }).name }];
        return { body: { repository: list[0] } };
      },
      [`DELETE /api/user/repositories/${specs.id}`]: () => {
        list = [];
        return { body: { ok: true } };
      },
    });
    signIn();
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'No Repositories Found' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Your First Repository' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add Repository' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Repository' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please fill in required fields (Name and GitHub URL)',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Name *' }), 'Payments specs');
    await user.type(within(dialog).getByRole('textbox', { name: 'GitHub URL *' }), specs.github_url);
    await user.click(within(dialog).getByRole('button', { name: 'Add Repository' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Access token is required when adding a new repository',
    );
    await user.type(within(dialog).getByLabelText('Access token *'), 'ghp_secret');
    await user.click(within(dialog).getByRole('button', { name: 'Add Repository' }));

    const card = await screen.findByRole('listitem', { name: 'Payments specs' });
    expect(within(card).getByRole('link', { name: specs.github_url })).toBeTruthy();
    expect(card.textContent).toContain('Last UsedNever');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ access_token: 'ghp_secret' });

    await user.click(within(card).getByRole('button', { name: 'Edit Payments specs' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Repository' });
    expect(within(edit).getByText('A token is set. Leave blank to keep it.')).toBeTruthy();
    const name = within(edit).getByRole('textbox', { name: 'Name *' });
    await user.clear(name);
    await user.type(name, 'Payments');
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('listitem', { name: 'Payments' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Payments',
      access_token: '',
    });

    await user.click(screen.getByRole('button', { name: 'Delete Payments' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Repository' });
    expect(confirm.textContent).toContain('Delete the repository “Payments”?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Payments' })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'No Repositories Found' })).toBeTruthy();
  });

  it('refuses a URL with a user name and password or a hidden character before sending, and shows the server’s refusal', async () => {
    const { calls } = stubFetch({
      'GET /api/user/repositories': () => ({ body: { repositories: [] } }),
      'POST /api/user/repositories': () => ({
        status: 400,
        body: {
          error: 'Bad Request',
          message: 'This server does not connect to repositories on local or private network addresses.',
        },
      }),
    });
    signIn();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Your First Repository' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Repository' });
    const url = within(dialog).getByRole('textbox', { name: 'GitHub URL *' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name *' }), 'Payments specs');
    await user.type(within(dialog).getByLabelText('Access token *'), 'ghp_secret');
    await user.type(url, 'https://x:ghp_1@github.com/acme/payments');
    await user.click(within(dialog).getByRole('button', { name: 'Add Repository' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(REPOSITORY_MESSAGES.credentialsInUrl);
    await user.clear(url);
    await user.type(url, 'https://github.com/acme/payments\u200b');
    expect(within(dialog).getByRole('alert').textContent).toBe(REPOSITORY_MESSAGES.invisibleInUrl);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(url);
    await user.type(url, 'https://[[::127.0.0.1]/acme/payments.git');
    await user.click(within(dialog).getByRole('button', { name: 'Add Repository' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Failed to create repository: 400 This server does not connect to repositories on local or private network addresses.',
      ),
    );
  });

  it('shows why the list could not be loaded, with the server’s detail', async () => {
    stubFetch({ 'GET /api/user/repositories': { status: 500, body: { message: 'Database is down' } } });
    signIn();
    renderPage();
    // The banner shows while the list is asked for, then gives way to the failure.
    expect(screen.getByText('Loading repositories...')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to fetch user repositories: Database is down',
    );
  });
});
