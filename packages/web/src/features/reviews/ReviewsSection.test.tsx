import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialogStore } from '../../state/dialogs';
import { useSpecFilesStore } from '../../state/spec-files';
import { stubFetch } from '../../test/auth-fetch';
import { FILE, markBy, openKeptSpec, REVIEW, reviewOf, SPEC } from '../../test/review-fixtures';
import { ReviewsSection } from './ReviewsSection';
import { reviewChangedLive } from './reviews-actions';

const LIST = `GET /api/specs/${SPEC}/reviews`;
const MARKS = `PUT /api/specs/${SPEC}/reviews/${REVIEW}/marks`;

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReviewsSection fileId={FILE} />
    </QueryClientProvider>,
  );
}

const card = () => screen.getByRole('article', { name: 'Release 2 sign-off' });

afterEach(() => {
  vi.unstubAllGlobals();
  useDialogStore.setState({ open: null });
});

describe('the reviews of a spec in the side panel', () => {
  it('loads, then says no review is open and offers to request one', async () => {
    openKeptSpec('u1');
    stubFetch({ [LIST]: { body: { reviews: [], approved_rows: {} } } });
    renderSection();
    expect(screen.getByRole('status').textContent).toBe('Loading reviews…');
    expect(await screen.findByText('No review is open on this spec.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request review…' })).toBeTruthy();
  });

  it('shows the title, due date, people and progress, and lets a reviewer mark the selected row', async () => {
    openKeptSpec('u1');
    const marked = reviewOf({
      marks: [markBy('u1', 'r1', 'reviewed')],
      progress: { rows: 2, reviewed: 1, needs_changes: 0, approved: 0, rejected: 0, open_comments: 3 },
    });
    const { calls } = stubFetch({
      [LIST]: { body: { reviews: [reviewOf()], approved_rows: {} } },
      [MARKS]: { body: { review: marked } },
    });
    renderSection();
    await screen.findByRole('article', { name: 'Release 2 sign-off' });
    expect(card().textContent).toContain('Due Dec 12, 2026');
    expect(card().textContent).toContain('ReviewersAda');
    expect(card().textContent).toContain('ApproversBen');
    expect(within(card()).getByText('Select a row of this review to mark it.')).toBeTruthy();
    act(() => useSpecFilesStore.getState().selectRow(FILE, 'r1'));
    const reviewer = within(card()).getByRole('group', { name: 'Reviewer of Release 2 sign-off' });
    fireEvent.click(within(reviewer).getByRole('button', { name: 'Reviewed' }));
    await within(reviewer).findByRole('button', { name: 'Reviewed', pressed: true });
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: { mark: 'reviewed', role: 'reviewer', row_ids: ['r1'] },
    });
    const progress = within(card()).getByLabelText('Progress');
    expect(progress.textContent).toContain('Reviewed1 of 2');
    expect(progress.textContent).toContain('Open comments3');
    fireEvent.click(within(reviewer).getByRole('button', { name: 'Mark all reviewed' }));
    await vi.waitFor(() => expect(calls.at(-1)?.body).toEqual({ mark: 'reviewed', role: 'reviewer' }));
  });

  it('lets an approver approve every row, then opens Sign…', async () => {
    openKeptSpec('u2');
    const approved = reviewOf({ marks: [markBy('u2', 'r1', 'approved'), markBy('u2', 'r2', 'approved')] });
    stubFetch({
      [LIST]: { body: { reviews: [reviewOf()], approved_rows: {} } },
      [MARKS]: { body: { review: approved } },
    });
    renderSection();
    await screen.findByRole('article', { name: 'Release 2 sign-off' });
    const sign = within(card()).getByRole('button', { name: 'Sign…' });
    expect((sign as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(card()).getByRole('button', { name: 'Approve all' }));
    await vi.waitFor(() => expect((sign as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(sign);
    await vi.waitFor(() =>
      expect(useDialogStore.getState().open).toMatchObject({
        kind: 'signReview',
        props: { specId: SPEC, reviewId: REVIEW, title: 'Release 2 sign-off' },
      }),
    );
  });

  it('lets the requester cancel a review once they confirm it', async () => {
    openKeptSpec('u2');
    const { calls } = stubFetch({
      [LIST]: { body: { reviews: [reviewOf()], approved_rows: {} } },
      [`PATCH /api/specs/${SPEC}/reviews/${REVIEW}`]: { body: { review: reviewOf({ status: 'cancelled' }) } },
    });
    renderSection();
    await screen.findByRole('article', { name: 'Release 2 sign-off' });
    fireEvent.click(within(card()).getByRole('button', { name: 'Cancel review…' }));
    const confirm = within(card()).getByRole('group', { name: 'Cancel this review' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel review' }));
    expect(await screen.findByText('No review is open on this spec.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'cancelled' });
  });

  it('gives a reviewer who did not ask no way to cancel', async () => {
    openKeptSpec('u1');
    stubFetch({ [LIST]: { body: { reviews: [reviewOf()], approved_rows: {} } } });
    renderSection();
    await screen.findByRole('article', { name: 'Release 2 sign-off' });
    expect(within(card()).queryByRole('button', { name: 'Cancel review…' })).toBeNull();
  });

  it('shows the server’s message word for word when a mark is refused', async () => {
    openKeptSpec('u1');
    stubFetch({
      [LIST]: { body: { reviews: [reviewOf()], approved_rows: {} } },
      [MARKS]: { status: 409, body: { error: 'Conflict', message: 'This review is closed.' } },
    });
    renderSection();
    await screen.findByRole('article', { name: 'Release 2 sign-off' });
    fireEvent.click(within(card()).getByRole('button', { name: 'Mark all reviewed' }));
    expect((await within(card()).findByRole('alert')).textContent).toBe('This review is closed.');
  });

  it('reads the reviews again when the live channel says one changed, and shows the signatures', async () => {
    openKeptSpec('u1');
    const signed = reviewOf({
      status: 'approved',
      closed_at: '2026-11-22T10:00:00.000Z',
      baseline_version_id: '2a0b0c0d-1111-4222-8333-444455556666',
      signatures: [
        {
          id: 's1',
          review_id: REVIEW,
          user: { id: 'u2', name: 'Ben' },
          meaning: 'approved',
          content_digest: 'd',
          signed_at: '2026-11-22T10:00:00.000Z',
        },
      ],
    });
    let answer = { reviews: [reviewOf()], approved_rows: {} };
    stubFetch({
      [LIST]: () => ({ body: answer }),
      [`GET /api/specs/${SPEC}/versions`]: {
        body: {
          versions: [
            {
              id: '2a0b0c0d-1111-4222-8333-444455556666',
              version: 4,
              name: 'Release 2 sign-off (approved)',
              rows: 2,
              created_at: '2026-11-22T10:00:00.000Z',
              locked: true,
            },
          ],
        },
      },
    });
    renderSection();
    await screen.findByRole('article', { name: 'Release 2 sign-off' });
    answer = { reviews: [signed], approved_rows: {} };
    reviewChangedLive(SPEC);
    expect(await screen.findByText('No review is open on this spec.', {}, { timeout: 3000 })).toBeTruthy();
    fireEvent.click(screen.getByText('Closed reviews (1)'));
    const signatures = within(card()).getByRole('list', { name: 'Signatures' });
    expect(signatures.textContent).toMatch(/^Signed by Ben on .+ · meaning “Approved”$/);
    expect(
      await within(card()).findByText('Locked baseline: Release 2 sign-off (approved), 2 rows.'),
    ).toBeTruthy();
    expect(within(card()).getByRole('button', { name: 'Version History…' })).toBeTruthy();
  });
});
