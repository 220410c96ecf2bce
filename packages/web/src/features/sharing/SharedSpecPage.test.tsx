import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/auth-fetch';
import { SharedSpecPage } from './SharedSpecPage';
import type { SharedViewRenderers } from './shared-views';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const HOSTILE = '<img src=x onerror="window.__shared_xss=1">';
const data = {
  columns: [{ field: 'description', headerName: 'Requirement', editable: true }],
  rows: [{ id: 'R1', description: HOSTILE }],
};
const views: SharedViewRenderers = {
  document: (file) => <p data-testid="doc">{file.data.map((row) => String(row.description)).join(' | ')}</p>,
  report: (file) => <p data-testid="report">{file.data.length} rows</p>,
};

function show(token = TOKEN) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <SharedSpecPage token={token} views={views} />
    </QueryClientProvider>,
  );
}

describe('SharedSpecPage', () => {
  it('shows a read-only header and the document, and the report on its tab; spec text stays text', async () => {
    stubFetch({
      [`GET /api/shared/${TOKEN}`]: {
        body: { spec: { title: `Payments ${HOSTILE}`, updated_at: '2026-02-03T10:00:00.000Z', data } },
      },
    });
    show();
    expect(await screen.findByText('Read-only shared spec')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Payments ${HOSTILE}`);
    expect(screen.getByText(/^Last updated Feb 3, 2026/)).toBeTruthy();
    expect(screen.getByTestId('doc').textContent).toBe(HOSTILE);
    expect(document.querySelector('img')).toBeNull();
    expect(document.title).toBe(`Payments ${HOSTILE} · Read-only · Specwright`);

    const tabs = within(screen.getByRole('tablist', { name: 'Views' }));
    const documentTab = tabs.getByRole('tab', { name: 'Document' });
    expect(documentTab.getAttribute('aria-selected')).toBe('true');
    const user = userEvent.setup();
    documentTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs.getByRole('tab', { name: 'Report' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs.getByRole('tab', { name: 'Report' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('1 rows');
    await user.click(tabs.getByRole('tab', { name: 'Document' }));
    expect(screen.getByTestId('doc')).toBeTruthy();
  });

  it('says the link no longer works when the server does not know it', async () => {
    const { calls } = stubFetch({});
    show();
    const title = await screen.findByRole('heading', { name: 'This shared spec is no longer available' });
    expect(title).toBeTruthy();
    expect(screen.getByText(/it was revoked, it has expired or it never existed/)).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('does not ask the server about a malformed token', async () => {
    const { calls } = stubFetch({});
    show('<script>alert(1)</script>');
    expect(
      await screen.findByRole('heading', { name: 'This shared spec is no longer available' }),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('offers Retry when the server could not answer', async () => {
    let fail = true;
    stubFetch({
      [`GET /api/shared/${TOKEN}`]: () =>
        fail
          ? { status: 500, body: { error: 'Internal Server Error', message: 'Database unavailable' } }
          : { body: { spec: { title: 'Payments', updated_at: '2026-02-03T10:00:00.000Z', data } } },
    });
    show();
    expect(await screen.findByText('Database unavailable', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeTruthy();
  });
});
