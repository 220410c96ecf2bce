import type { WaitingReview } from '@specwright/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAction } from '../../actions/app-actions';
import { stubFetch } from '../../test/auth-fetch';
import { renderAccount } from './test-render';
import { WaitingReviews } from './WaitingReviews';

vi.mock(import('../../actions/app-actions'), async (importOriginal) => ({
  ...(await importOriginal()),
  runAction: vi.fn(),
}));

const waiting = (over: Partial<WaitingReview> = {}): WaitingReview => ({
  review_id: '1a0b0c0d-1111-4222-8333-444455556666',
  spec_id: '0a0b0c0d-1111-4222-8333-444455556666',
  spec_title: 'Payments',
  workspace_name: 'Acme',
  title: 'Release 2 sign-off',
  roles: ['approver'],
  due_date: '2026-12-12',
  requested_by: { id: 'u2', name: 'Ben' },
  created_at: '2026-11-20T10:00:00.000Z',
  rows: 12,
  done: 5,
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(runAction).mockClear();
});

describe('Waiting for my review', () => {
  it('lists each review with its spec, who asked, the due date and how far the user is, and opens it', async () => {
    stubFetch({ 'GET /api/reviews/waiting': { body: { reviews: [waiting()] } } });
    renderAccount(<WaitingReviews />);
    const list = await screen.findByRole('list', { name: 'Reviews waiting for me' });
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain('Release 2 sign-off');
    expect(item.textContent).toContain('Payments · Acme · Ben asked you to approve · due Dec 12, 2026');
    expect(item.textContent).toContain('5 of 12 rows');
    fireEvent.click(within(item).getByRole('button', { name: 'Open Release 2 sign-off' }));
    expect(runAction).toHaveBeenCalledWith(
      'review.open',
      { source: 'button' },
      { specId: waiting().spec_id, reviewId: waiting().review_id },
    );
  });

  it('says when nothing is waiting', async () => {
    stubFetch({ 'GET /api/reviews/waiting': { body: { reviews: [] } } });
    renderAccount(<WaitingReviews />);
    expect(await screen.findByText('Nothing is waiting for your review.')).toBeTruthy();
  });

  it('shows the server’s message and a retry when the list cannot be read', async () => {
    stubFetch({
      'GET /api/reviews/waiting': { status: 401, body: { error: 'Unauthorized', message: 'Sign in first.' } },
    });
    renderAccount(<WaitingReviews />);
    expect((await screen.findByRole('alert')).textContent).toContain('Sign in first.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
