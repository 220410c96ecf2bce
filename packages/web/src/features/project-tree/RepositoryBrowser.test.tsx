import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DialogHost } from '../../app/dialogs/DialogHost';
import { useDialogStore } from '../../state/dialogs';
import { useSpecFilesStore } from '../../state/spec-files';
import { stubFetch } from '../../test/auth-fetch';
import { renderWithConfig } from '../../test/render-with-config';
import { RepositoryBrowser } from './RepositoryBrowser';

const repository = {
  id: '5f0c7a3e-1111-4222-8333-444455556666',
  name: 'Product specs',
  github_url: 'https://gitlab.example.com/acme/specs.git',
  description: '',
  has_access_token: true,
  created_at: '2026-03-04T10:15:00.000Z',
  updated_at: '2026-03-04T10:15:00.000Z',
  last_accessed: null,
};
const base = `/api/project/user/repositories/${repository.id}`;
const entry = (path: string, type: string, isImportable: boolean) => ({
  path,
  name: path.slice(path.lastIndexOf('/') + 1),
  type,
  isImportable,
});
const files = [entry('specs/login.spec.json', 'spec', true), entry('README.md', 'markdown', false)];
const statusAnswer = {
  body: { status: { branch: 'trunk', sha: '0123456789abcdef0123456789abcdef01234567' } },
};
const spec = JSON.stringify({
  columns: [{ field: 'description' }],
  rows: [{ id: 'R1', description: 'Log in' }],
});

let setPanel: (panel: boolean) => void = () => {};

/** The browser in a panel that can fold away (`setPanel(false)`), and the dialog host beside it. */
function Shell({ client }: { client: QueryClient }) {
  const [panel, set] = useState(true);
  setPanel = set;
  return (
    <QueryClientProvider client={client}>
      {panel ? <RepositoryBrowser userId="u1" /> : null}
      <Suspense fallback={null}>
        <DialogHost />
      </Suspense>
    </QueryClientProvider>
  );
}

function renderBrowser() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithConfig(<Shell client={client} />);
  return { showPanel: (panel: boolean) => act(() => setPanel(panel)) };
}

/** The message under a dialog's title, word for word. */
const messageOf = (dialog: HTMLElement) =>
  document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent;

/** Every message dialog opened from now on (the store opens one at a time, each with a new key). */
function recordMessages(): string[] {
  const messages: string[] = [];
  const stop = useDialogStore.subscribe((state, before) => {
    if (state.open?.kind === 'info' && state.open.key !== before.open?.key) {
      messages.push(state.open.props.message);
    }
  });
  onTestFinished(stop);
  return messages;
}

// The dialogs load with their first use; loading them here keeps that out of the tests' time limits.
beforeAll(() => Promise.all([import('../../ui/dialog/MessageDialogs'), import('./AddRepositoryDialog')]));
beforeEach(() => {
  window.localStorage.clear();
  useSpecFilesStore.setState({ specs: {} });
  useDialogStore.setState({ open: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('RepositoryBrowser', () => {
  it('lists folders first, opens a spec by double-click, and says when a refresh worked or failed', async () => {
    let treeStatus = 200;
    stubFetch({
      'GET /api/user/repositories': { body: { repositories: [repository] } },
      [`GET ${base}/tree`]: () =>
        treeStatus === 200
          ? { body: { branch: 'main', tree: { files } } }
          : { status: 502, body: { message: 'The git host did not answer.' } },
      [`GET ${base}/file/content`]: { body: { path: 'specs/login.spec.json', content: spec } },
      [`GET ${base}/status`]: statusAnswer,
    });
    renderBrowser();
    const user = userEvent.setup();
    const tree = await screen.findByRole('tree', { name: 'Files of Product specs' });
    const branch = await screen.findByText('trunk');
    expect(branch.parentElement?.textContent).toBe('Current branch:trunk');
    expect(branch.parentElement?.getAttribute('title')).toBe('Newest commit 0123456');
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .map((item) => item.textContent),
    ).toEqual(['▸specs', '·README.md']);
    await user.click(within(tree).getByRole('treeitem', { name: 'specs' }));
    await user.dblClick(await within(tree).findByRole('treeitem', { name: 'login.spec.json' }));
    await waitFor(() => expect(Object.values(useSpecFilesStore.getState().specs)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Refresh Repository' }));
    expect((await screen.findByRole('dialog', { name: 'Repository Refreshed' })).textContent).toContain(
      'Repository refreshed successfully!',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    treeStatus = 502;
    await user.click(screen.getByRole('button', { name: 'Refresh Repository' }));
    // One dialog at a time: the refresh's failure and the tree's 'Error: …' are said together, once.
    expect(messageOf(await screen.findByRole('dialog', { name: 'Refresh Failed' }))).toBe(
      'Failed to refresh repository\nError: Failed to fetch repository tree: The git host did not answer.',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Failed to fetch repository tree: The git host did not answer.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a tree failure, then a status failure, in a banner that can be closed; no alert for a tree it loaded on its own', async () => {
    stubFetch({
      'GET /api/user/repositories': { body: { repositories: [repository] } },
      [`GET ${base}/tree`]: { status: 401, body: { message: 'The repository refused the access token.' } },
      [`GET ${base}/status`]: { status: 502, body: { message: 'The repository could not be reached.' } },
    });
    const messages = recordMessages();
    renderBrowser();
    const user = userEvent.setup();
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(
      'Failed to fetch repository tree: The repository refused the access token.',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch repository status: The repository could not be reached.',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(messages).toEqual([]);
  });

  it("says 'Error: …' once when the tree the user chose fails to load", async () => {
    const other = { ...repository, id: '6a1d8b4f-2222-4333-8444-555566667777', name: 'Billing specs' };
    const otherBase = `/api/project/user/repositories/${other.id}`;
    stubFetch({
      'GET /api/user/repositories': { body: { repositories: [repository, other] } },
      [`GET ${base}/tree`]: { body: { branch: 'main', tree: { files } } },
      [`GET ${base}/status`]: statusAnswer,
      [`GET ${otherBase}/tree`]: {
        status: 401,
        body: { message: 'The repository refused the access token.' },
      },
      [`GET ${otherBase}/status`]: statusAnswer,
    });
    const messages = recordMessages();
    renderBrowser();
    const user = userEvent.setup();
    await screen.findByRole('tree', { name: 'Files of Product specs' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Repository' }), other.id);
    expect(messageOf(await screen.findByRole('dialog', { name: 'Cannot Load Repository' }))).toBe(
      'Error: Failed to fetch repository tree: The repository refused the access token.',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch repository tree: The repository refused the access token.',
    );
    // The browser rendered again and again meanwhile (the status came, the dialog closed): said once.
    expect(messages).toEqual([
      'Error: Failed to fetch repository tree: The repository refused the access token.',
    ]);
  });

  it('shows the branch from the status, and a status failure in the banner while the tree loads', async () => {
    let statusFails = true;
    stubFetch({
      'GET /api/user/repositories': { body: { repositories: [repository] } },
      [`GET ${base}/tree`]: { body: { branch: 'main', tree: { files } } },
      [`GET ${base}/status`]: () =>
        statusFails ? { status: 500, body: { message: 'Internal Server Error' } } : statusAnswer,
    });
    renderBrowser();
    const user = userEvent.setup();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch repository status: Internal Server Error',
    );
    expect(screen.getByRole('tree', { name: 'Files of Product specs' })).toBeTruthy();
    expect(screen.queryByText('Current branch:')).toBeNull();
    statusFails = false;
    await user.click(screen.getByRole('button', { name: 'Refresh Repository' }));
    expect(await screen.findByText('trunk')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the phase and percentage of a long clone instead of only Loading…', async () => {
    const { fetchMock } = stubFetch({
      'GET /api/user/repositories': { body: { repositories: [repository] } },
      [`GET ${base}/progress`]: {
        body: { progress: { phase: 'Receiving objects', loaded: 3, total: 4, percent: 75 } },
      },
    });
    const answer = fetchMock.getMockImplementation();
    // The tree's answer never comes: the clone is still running.
    fetchMock.mockImplementation((input, init) =>
      String(input).includes('/tree')
        ? new Promise<Response>(() => {})
        : (answer?.(input, init) as Promise<Response>),
    );
    renderBrowser();
    const bar = await screen.findByRole('progressbar', { name: 'Receiving objects 75 %' }, { timeout: 3000 });
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
    expect(bar.closest('[role="status"]')?.textContent).toBe('Receiving objects 75 %');
  });

  it('adds a repository in a dialog that stays open when the panel folds away, then selects it', async () => {
    let added = false;
    const second = { ...repository, id: '7a1b2c3d-1111-4222-8333-444455556666', name: 'Platform specs' };
    stubFetch({
      'GET /api/user/repositories': () => ({
        body: { repositories: added ? [second, repository] : [repository] },
      }),
      'POST /api/project/repository/connect': {
        body: {
          repository: {
            id: '1',
            name: 'b',
            full_name: 'a/b',
            url: 'https://github.com/a/b',
            default_branch: 'main',
          },
        },
      },
      'POST /api/user/repositories': () => {
        added = true;
        return { body: { repository: second } };
      },
      [`GET ${base}/tree`]: { body: { branch: 'main', tree: { files } } },
      [`GET ${base}/status`]: statusAnswer,
      [`GET /api/project/user/repositories/${second.id}/status`]: statusAnswer,
      [`GET /api/project/user/repositories/${second.id}/tree`]: {
        body: { branch: 'main', tree: { files: [entry('platform.spec.json', 'spec', true)] } },
      },
    });
    const { showPanel } = renderBrowser();
    const user = userEvent.setup();
    await screen.findByRole('tree', { name: 'Files of Product specs' });
    await user.click(screen.getByRole('button', { name: 'Add Repository' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Repository' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name *' }), 'Platform specs');
    showPanel(false);
    expect(screen.queryByRole('tree')).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Name *' })).toHaveProperty('value', 'Platform specs');
    await user.type(within(dialog).getByRole('textbox', { name: 'GitHub URL *' }), 'https://github.com/a/b');
    await user.type(within(dialog).getByLabelText('Access token *'), 'token');
    await user.click(within(dialog).getByRole('button', { name: 'Add Repository' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    showPanel(true);
    expect(await screen.findByRole('tree', { name: 'Files of Platform specs' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Repository' })).toHaveProperty('value', second.id);
  });

  it('asks for every field when adding, says when connecting or adding failed', async () => {
    let connects = false;
    stubFetch({
      'GET /api/user/repositories': { body: { repositories: [] } },
      'POST /api/project/repository/connect': () =>
        connects
          ? {
              body: {
                repository: { id: '1', name: 'b', full_name: 'a/b', url: 'u', default_branch: 'main' },
              },
            }
          : { status: 401, body: { message: 'The repository refused the access token.' } },
      'POST /api/user/repositories': { status: 400, body: { message: 'Nope' } },
    });
    renderBrowser();
    const user = userEvent.setup();
    expect(await screen.findByText('Add a repository to browse its files and open its specs.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Repository' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Repository' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name *' }), 'Specs');
    await user.click(within(dialog).getByRole('button', { name: 'Add Repository' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please fill in all required fields');
    await user.type(within(dialog).getByRole('textbox', { name: 'GitHub URL *' }), 'https://github.com/a/b');
    await user.type(within(dialog).getByLabelText('Access token *'), 'token');
    await user.click(within(dialog).getByRole('button', { name: 'Add Repository' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Failed to connect to repository: The repository refused the access token.',
      ),
    );
    connects = true;
    await user.click(within(dialog).getByRole('button', { name: 'Add Repository' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Failed to add repository. Please check your inputs and try again.',
      ),
    );
  });

  it('says why a file cannot be imported as a spec', async () => {
    stubFetch({
      'GET /api/user/repositories': { body: { repositories: [repository] } },
      [`GET ${base}/tree`]: { body: { branch: 'main', tree: { files: [entry('data.json', 'json', true)] } } },
      [`GET ${base}/file/content`]: { body: { path: 'data.json', content: '{"rows": []}' } },
      [`GET ${base}/status`]: statusAnswer,
    });
    renderBrowser();
    const user = userEvent.setup();
    await user.dblClick(await screen.findByRole('treeitem', { name: 'data.json' }));
    expect((await screen.findByRole('dialog', { name: 'Cannot Import File' })).textContent).toContain(
      'Failed to import file: Invalid JSON structure: missing or invalid columns array',
    );
  });

  it('names a failed file read when a spec cannot be opened', async () => {
    stubFetch({
      'GET /api/user/repositories': { body: { repositories: [repository] } },
      [`GET ${base}/tree`]: { body: { branch: 'main', tree: { files } } },
      [`GET ${base}/status`]: statusAnswer,
      [`GET ${base}/file/content`]: { status: 404, body: { message: 'The file was not found.' } },
    });
    renderBrowser();
    const user = userEvent.setup();
    // Open folders are remembered per repository: an earlier test may have opened this one.
    const folder = await screen.findByRole('treeitem', { name: 'specs' });
    if (folder.getAttribute('aria-expanded') !== 'true') await user.click(folder);
    await user.dblClick(await screen.findByRole('treeitem', { name: 'login.spec.json' }));
    expect((await screen.findByRole('dialog', { name: 'Cannot Import File' })).textContent).toContain(
      'Error: Failed to fetch file content: The file was not found.',
    );
  });
});
