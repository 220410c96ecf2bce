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
import { MySpecsPage } from './MySpecsPage';
import { groupSpecs } from './spec-groups';
import type { SpecSummary } from './specs-api';

const TEAM = '7a1b2c3d-1111-4222-8333-444455556666';
const DOCS = '8a1b2c3d-1111-4222-8333-444455556666';
const summary = (id: string, title: string, workspace: SpecSummary['workspace']): SpecSummary => ({
  id,
  title,
  rows: 4,
  requirements: 3,
  mean_score: null,
  version: 2,
  created_at: '2026-03-04T10:15:00.000Z',
  updated_at: '2026-03-05T10:15:00.000Z',
  workspace,
});
const workspace = (id: string, name: string, role: 'owner' | 'viewer') => ({
  id,
  name,
  role,
  members: 2,
  specs: 1,
  created_at: '2026-03-04T10:15:00.000Z',
});
const mine = summary('0a0b0c0d-1111-4222-8333-444455556666', 'Login', null);
const shared = summary('1a0b0c0d-1111-4222-8333-444455556666', 'Payments', {
  id: TEAM,
  name: 'Team',
  role: 'owner',
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithConfig(
    <QueryClientProvider client={client}>
      <MySpecsPage />
      <Suspense fallback={null}>
        <DialogHost />
      </Suspense>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  closeDialog();
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
});
afterEach(() => vi.unstubAllGlobals());

describe('groupSpecs', () => {
  it('puts Personal first, then each workspace by name, empty ones too', () => {
    const groups = groupSpecs(
      [shared, mine, summary('2a', 'Orphan', { id: 'gone', name: 'Archive', role: 'viewer' })],
      [workspace(TEAM, 'Team', 'owner'), workspace(DOCS, 'Docs', 'viewer')],
    );
    expect(groups.map((group) => [group.title, group.role, group.specs.map((spec) => spec.title)])).toEqual([
      ['Personal', null, ['Login']],
      ['Archive', 'viewer', ['Orphan']],
      ['Docs', 'viewer', []],
      ['Team', 'owner', ['Payments']],
    ]);
  });
});

describe('MySpecsPage with workspaces', () => {
  it('keeps one My Specs table without workspaces (and without the workspaces endpoint)', async () => {
    stubFetch({
      'GET /api/specs': { body: { specs: [{ ...mine, workspace: null }] } },
      'GET /api/specs/trash': { body: { specs: [] } },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'My Specs' });
    expect(within(table).getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move Login to workspace' })).toBeNull();
  });

  it('groups Personal and each workspace with the role, and moves a spec into a workspace', async () => {
    let specs = [mine, shared];
    const { calls } = stubFetch({
      'GET /api/specs': () => ({ body: { specs } }),
      'GET /api/specs/trash': { body: { specs: [] } },
      'GET /api/workspaces': {
        body: { workspaces: [workspace(TEAM, 'Team', 'owner'), workspace(DOCS, 'Docs', 'viewer')] },
      },
      [`PUT /api/specs/${mine.id}/workspace`]: () => {
        const moved = { ...mine, workspace: { id: TEAM, name: 'Team', role: 'owner' as const } };
        specs = [moved, shared];
        return { body: { spec: { ...moved, data: {}, role: 'owner' } } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    const personal = await screen.findByRole('region', { name: 'Personal' });
    expect(within(personal).getByRole('table', { name: 'Personal' })).toBeTruthy();
    const team = screen.getByRole('region', { name: 'Team Owner' });
    expect(within(team).getByRole('button', { name: 'Payments' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Docs Viewer' }).textContent).toContain(
      'No specs in this workspace yet',
    );

    await user.click(within(personal).getByRole('button', { name: 'Move Login to workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to Workspace' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('radio', { name: /^Personal/ })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: /^Docs/ })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Move' })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('radio', { name: /^Team/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ workspace_id: TEAM });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Personal' })).getByText('No personal specs.'),
      ).toBeTruthy(),
    );
    expect(
      within(screen.getByRole('region', { name: 'Team Owner' })).getByRole('button', { name: 'Login' }),
    ).toBeTruthy();
  });
});
