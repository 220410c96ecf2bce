import type { SpecVersion } from '@specwright/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/auth-fetch';
import { VersionList } from './VersionList';

const SPEC = '0a0b0c0d-1111-4222-8333-444455556666';
const BASELINE = '5a0b0c0d-1111-4222-8333-444455556666';
const NAMED = '6a0b0c0d-1111-4222-8333-444455556666';

const version = (over: Partial<SpecVersion>): SpecVersion => ({
  id: NAMED,
  version: 2,
  name: 'v1.0',
  rows: 4,
  created_at: '2026-11-20T10:00:00.000Z',
  locked: false,
  ...over,
});

const versions = [
  version({ id: BASELINE, version: 5, name: 'Release 2 sign-off', locked: true }),
  version({}),
  version({ id: '7a0b0c0d-1111-4222-8333-444455556666', version: 1, name: null }),
];

function renderList(onError = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VersionList specId={SPEC} versions={versions} selected={null} onSelect={vi.fn()} onError={onError} />
    </QueryClientProvider>,
  );
  return onError;
}

afterEach(() => vi.unstubAllGlobals());

describe('the versions of Version History', () => {
  it('shows a locked baseline without Rename or Delete, and offers both on other named versions only', () => {
    stubFetch({});
    renderList();
    const items = within(screen.getByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Locked baseline');
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /^Rename|^Delete/ })).toBeNull();
    expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Rename v1.0' })).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Delete v1.0' })).toBeTruthy();
    expect(within(items[2] as HTMLElement).queryByRole('button', { name: /^Rename/ })).toBeNull();
  });

  it('renames a version', async () => {
    const { calls } = stubFetch({
      [`PATCH /api/specs/${SPEC}/versions/${NAMED}`]: { body: { version: version({ name: 'v1.1' }) } },
    });
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Rename v1.0' }));
    const field = screen.getByRole('textbox', { name: 'Version name' });
    fireEvent.change(field, { target: { value: 'v1.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls.at(0)).toMatchObject({ method: 'PATCH', body: { name: 'v1.1' } }));
  });

  it('asks before deleting, and passes on the server’s refusal word for word', async () => {
    const refused =
      'This version is the locked baseline of an approved review: it cannot be renamed or deleted.';
    stubFetch({
      [`DELETE /api/specs/${SPEC}/versions/${NAMED}`]: {
        status: 409,
        body: { error: 'Conflict', message: refused },
      },
    });
    const onError = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Delete v1.0' }));
    const confirm = screen.getByRole('group', { name: 'Delete v1.0' });
    expect(confirm.textContent).toContain('Delete “v1.0”?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(onError).toHaveBeenLastCalledWith(refused));
  });
});
