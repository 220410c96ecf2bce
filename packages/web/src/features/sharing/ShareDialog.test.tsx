import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/auth-fetch';
import { ShareDialog } from './ShareDialog';
import type { SpecShare } from './shares-api';

afterEach(() => vi.unstubAllGlobals());

const SPEC = '0a0b0c0d-1111-4222-8333-444455556666';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const base = `/api/specs/${SPEC}/shares`;
const share = (id: string, expires_at: string | null): SpecShare => ({
  id,
  created_at: '2025-01-05T09:00:00.000Z',
  expires_at,
});
const lasting = share('11111111-1111-4111-8111-111111111111', null);
const expired = share('22222222-2222-4222-8222-222222222222', '2025-01-06T09:00:00.000Z');

function renderDialog(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('ShareDialog', () => {
  it('lists the links, makes one that expires, copies it, and revokes one after asking', async () => {
    let shares = [lasting, expired];
    const made = share('33333333-3333-4333-8333-333333333333', '2099-01-12T09:00:00.000Z');
    const { calls } = stubFetch({
      [`GET ${base}`]: () => ({ body: { shares } }),
      [`POST ${base}`]: () => {
        shares = [made, ...shares];
        return { body: { share: { ...made, token: TOKEN } } };
      },
      [`DELETE ${base}/${lasting.id}`]: () => {
        shares = shares.filter((candidate) => candidate.id !== lasting.id);
        return { body: { ok: true } };
      },
    });
    const user = userEvent.setup();
    renderDialog(<ShareDialog specId={SPEC} title="Payments" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Share Spec' });
    expect(dialog.textContent).toContain('Anyone with a link can read “Payments”');
    const list = await within(dialog).findByRole('list', { name: 'Links' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.textContent).toContain('Never expires');
    expect(list.textContent).toMatch(/Expired Jan 6, 2025/);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Link expires' }), 'After 7 days');
    await user.click(within(dialog).getByRole('button', { name: 'Create Link' }));
    const link = await within(dialog).findByRole('textbox', { name: 'New link' });
    expect(link).toHaveProperty('value', `${window.location.origin}/shared/${TOKEN}`);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ expires_in_days: 7 });
    expect(dialog.textContent).toContain('Copy it now: the link is shown only once.');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/shared/${TOKEN}`);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(dialog.textContent).toContain('Link copied to the clipboard.');

    const revoke = within(list).getAllByRole('button', { name: /^Revoke the link created Jan 5, 2025/ });
    await user.click(revoke[1] as HTMLElement);
    const question = within(list).getByRole('group', { name: /^Revoke the link created .*\?$/ });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Keep Link' }));
    await user.click(within(question).getByRole('button', { name: 'Keep Link' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(
      within(list).getAllByRole('button', { name: /^Revoke the link created [^?]*$/ })[1] as HTMLElement,
    );
    await user.click(within(list).getByRole('button', { name: 'Revoke Link' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${base}/${lasting.id}`,
    ]);
    expect(list.textContent).not.toContain('Never expires');
  });

  it('says when there is no link yet, and why a link was not made', async () => {
    stubFetch({
      [`GET ${base}`]: { body: { shares: [] } },
      [`POST ${base}`]: { status: 404, body: { error: 'Not Found', message: 'Spec not found.' } },
    });
    const user = userEvent.setup();
    renderDialog(<ShareDialog specId={SPEC} title="Payments" onClose={() => {}} />);
    expect(await screen.findByText('No links yet. Create one to let others read this spec.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Spec not found.');
    expect(screen.queryByRole('textbox', { name: 'New link' })).toBeNull();
  });

  it('selects the link for Ctrl+C when the browser refuses to copy, and closes with Close', async () => {
    stubFetch({
      [`GET ${base}`]: { body: { shares: [] } },
      [`POST ${base}`]: { body: { share: { ...lasting, token: TOKEN } } },
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const onClose = vi.fn();
    renderDialog(<ShareDialog specId={SPEC} title="Payments" onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Create Link' }));
    const link = (await screen.findByRole('textbox', { name: 'New link' })) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalled();
    expect(await screen.findByText(/The browser did not allow copying/)).toBeTruthy();
    expect(document.activeElement).toBe(link);
    expect(link.selectionEnd).toBe(link.value.length);
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });
});
