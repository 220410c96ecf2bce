import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { testConfig } from '../../test/public-config';
import { ConfigGate } from './ConfigGate';
import { usePublicConfig } from './config-context';

function AppStandIn() {
  return <p>app for version {usePublicConfig().version}</p>;
}

function renderGate() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigGate>
        <AppStandIn />
      </ConfigGate>
    </QueryClientProvider>,
  );
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('ConfigGate', () => {
  it('shows a loading state, then the app with the configuration', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, testConfig({ version: '1.2.3' }))),
    );
    renderGate();
    expect(screen.getByRole('status').textContent).toContain('Loading Specwright');
    expect(await screen.findByText('app for version 1.2.3')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/config', expect.objectContaining({ method: 'GET' }));
  });

  it('replaces the app with the Configuration Error screen listing the missing settings', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(200, testConfig({ missingSettings: ['GOOGLE_CLIENT_SECRET', 'POSTHOG_HOST'] })),
      ),
    );
    renderGate();
    const screenElement = await screen.findByTestId('config-error');
    expect(screen.getByRole('heading', { name: 'Configuration Error' })).toBeTruthy();
    const items = Array.from(screenElement.querySelectorAll('li')).map((item) => item.textContent);
    expect(items).toEqual(['GOOGLE_CLIENT_SECRET', 'POSTHOG_HOST']);
    expect(screenElement.textContent).toContain('restart');
    expect(screen.queryByText(/app for version/)).toBeNull();
  });

  it('shows the API message and a Retry button when the configuration cannot be loaded', async () => {
    const user = userEvent.setup();
    const fetchStub = vi.fn(async () =>
      jsonResponse(503, { error: 'Service Unavailable', message: 'Database starting' }),
    );
    vi.stubGlobal('fetch', fetchStub);
    renderGate();
    expect(await screen.findByText('Database starting', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('config-load-error')).toBeTruthy();

    fetchStub.mockImplementation(async () => jsonResponse(200, testConfig()));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('app for version 0.1.0')).toBeTruthy();
  });

  it('explains a network failure in the spec’s words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderGate();
    expect(
      await screen.findByText(
        'No response from server. Please check your network connection.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
  });
});
