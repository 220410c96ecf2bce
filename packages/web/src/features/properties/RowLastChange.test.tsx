import { createRequirementFile, importSpec } from '@specwright/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountSpecsStore } from '../../state/account-specs';
import { useLivePresenceStore } from '../../state/live-presence';
import { useSpecFilesStore } from '../../state/spec-files';
import { stubFetch } from '../../test/auth-fetch';
import { changedWhen } from './changed-when';
import { PropertiesPanel } from './PropertiesPanel';

const SPEC = '0a0b0c0d-1111-4222-8333-444455556666';

function openKeptSpec() {
  const imported = importSpec({
    columns: [{ field: 'description', headerName: 'Requirement' }],
    rows: [
      { id: 'r1', description: 'The system shall log sign-ins.' },
      { id: 'r2', description: 'The system shall lock after 5 failures.' },
    ],
  });
  if (!imported.ok) throw new Error(imported.message);
  const file = createRequirementFile(imported.spec, { id: SPEC, title: 'Team spec' });
  useSpecFilesStore.getState().addSpec(file);
  useAccountSpecsStore.getState().link(SPEC, { specId: SPEC, version: 3, base: file });
  useSpecFilesStore.getState().selectRow(SPEC, 'r1');
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PropertiesPanel fileId={SPEC} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
  useLivePresenceStore.setState({ specs: {} });
  useAccountSpecsStore.setState({ links: {}, kept: {} });
  openKeptSpec();
});
afterEach(() => vi.unstubAllGlobals());

/** The panel also reads the kept spec's test results; these tests count the row's last change only. */
const rowChangeCalls = (calls: readonly { path: string }[]) =>
  calls.filter((call) => call.path.includes('/rows/'));

describe('the last change of a workspace spec’s row', () => {
  it('says nothing for a personal spec and asks the server nothing', () => {
    const { calls } = stubFetch({});
    renderPanel();
    expect(screen.getByTestId('properties-row-id').textContent).toBe('r1');
    expect(screen.queryByTestId('row-last-change')).toBeNull();
    expect(rowChangeCalls(calls)).toHaveLength(0);
  });

  it('shows who changed the row as the live connection heard it, else as the server recorded it', async () => {
    const justNow = new Date(Date.now() - 5 * 60_000).toISOString();
    const { calls } = stubFetch({
      [`GET /api/specs/${SPEC}/rows/r2/change`]: {
        body: { changed_by: { id: 'u2', name: 'Grace Hopper' }, changed_at: '2026-03-04T10:15:00.000Z' },
      },
    });
    act(() =>
      useLivePresenceStore.getState().update(SPEC, {
        status: 'live',
        role: 'editor',
        rowChanges: { r1: { name: 'Ada Lovelace', at: justNow } },
      }),
    );
    renderPanel();
    expect(screen.getByTestId('row-last-change').textContent).toBe(
      'Last changed by Ada Lovelace, 5 minutes ago',
    );
    expect(rowChangeCalls(calls)).toHaveLength(0);

    act(() => useSpecFilesStore.getState().selectRow(SPEC, 'r2'));
    // The date in the browser's time zone.
    expect((await screen.findByTestId('row-last-change')).textContent).toMatch(
      /^Last changed by Grace Hopper, Mar [45], 2026, \d{1,2}:15 [AP]M$/,
    );
    expect(rowChangeCalls(calls).map((call) => call.path)).toEqual([`/api/specs/${SPEC}/rows/r2/change`]);
  });
});

describe('changedWhen', () => {
  const now = Date.parse('2026-03-04T12:00:00.000Z');
  it('says how long ago within a day, else the date', () => {
    expect(changedWhen('2026-03-04T11:59:30.000Z', now)).toBe('just now');
    expect(changedWhen('2026-03-04T11:59:00.000Z', now)).toBe('1 minute ago');
    expect(changedWhen('2026-03-04T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(changedWhen('2026-03-01T09:00:00.000Z', now)).toMatch(/^Mar 1, 2026/);
  });
});
