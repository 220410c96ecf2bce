import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/auth-fetch';
import { ApiTokens } from './ApiTokens';
import { renderAccount } from './test-render';

afterEach(() => vi.unstubAllGlobals());

const laptop = {
  id: '5f0c7a3e-1111-4222-8333-444455556666',
  name: 'Laptop CLI',
  prefix: 'spw_abcd1234',
  createdAt: '2026-03-04T10:15:00.000Z',
  lastUsedAt: null,
};

describe('ApiTokens', () => {
  it('lists tokens by name and first characters, creates one shown once, and revokes one', async () => {
    let tokens = [laptop];
    const created = {
      ...laptop,
      id: '9a9a9a9a-1111-4222-8333-444455556666',
      name: 'CI',
      token: 'spw_secret',
    };
    const { calls } = stubFetch({
      'GET /api/user/api-tokens': () => ({ body: { tokens } }),
      'POST /api/user/api-tokens': () => {
        tokens = [{ ...laptop, id: created.id, name: 'CI' }, ...tokens];
        return { body: created };
      },
      [`DELETE /api/user/api-tokens/${laptop.id}`]: () => {
        tokens = tokens.filter((token) => token.id !== laptop.id);
        return { body: { ok: true } };
      },
    });
    renderAccount(<ApiTokens />);
    const section = screen.getByRole('region', { name: 'API tokens' });
    expect(await within(section).findByText('Laptop CLI')).toBeTruthy();
    expect(within(section).getByText('spw_abcd1234…')).toBeTruthy();
    expect(section.textContent).toContain('last used never');

    const user = userEvent.setup();
    const create = within(section).getByRole('button', { name: 'Create token' });
    expect(create).toHaveProperty('disabled', true);
    await user.type(within(section).getByRole('textbox', { name: 'Token name' }), 'CI');
    await user.click(create);
    const shown = await within(section).findByRole('textbox', { name: 'New token “CI”' });
    expect(shown).toHaveProperty('value', 'spw_secret');
    expect(screen.getByText('Copy it now: it is not shown again.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'CI' });

    await user.click(within(section).getByRole('button', { name: 'Revoke Laptop CLI' }));
    await waitFor(() => expect(within(section).queryByText('Laptop CLI')).toBeNull());
    expect(within(section).getByRole('button', { name: 'Revoke CI' })).toBeTruthy();
  });

  it('says when there are none, and shows why a creation failed', async () => {
    stubFetch({
      'GET /api/user/api-tokens': { body: { tokens: [] } },
      'POST /api/user/api-tokens': { status: 400, body: { error: 'Bad Request', message: 'Too many.' } },
    });
    renderAccount(<ApiTokens />);
    expect(await screen.findByText('No API tokens yet.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Token name' }), 'one more');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many.');
  });
});
