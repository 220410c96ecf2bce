import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReviewsStore } from '../../state/reviews';
import { stubFetch } from '../../test/auth-fetch';
import { FILE, openKeptSpec, REVIEW, reviewOf, SPEC } from '../../test/review-fixtures';
import { RequestReviewDialog } from './RequestReviewDialog';
import { SignReviewDialog } from './SignReviewDialog';

const WORKSPACE = '3a0b0c0d-1111-4222-8333-444455556666';

function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const member = (user_id: string, name: string, role: string) => ({
  user_id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  role,
  joined_at: '2026-11-01T10:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('Request Review…', () => {
  it('names only the keeper on a personal spec and sends the request', async () => {
    openKeptSpec('u1');
    const onClose = vi.fn();
    const { calls } = stubFetch({
      [`POST /api/specs/${SPEC}/reviews`]: { status: 201, body: { review: reviewOf() } },
    });
    renderWithQueries(<RequestReviewDialog fileId={FILE} onClose={onClose} />);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Review of Payments');
    const approvers = screen.getByRole('group', { name: 'Approvers' });
    expect(
      within(approvers)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Ada']);
    const send = screen.getByRole('button', { name: 'Request Review' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(approvers).getByRole('checkbox', { name: 'Ada' }));
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2026-12-12' } });
    fireEvent.click(send);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.at(-1)?.body).toEqual({
      title: 'Review of Payments',
      scope: 'all',
      reviewers: [],
      approvers: ['u1'],
      due_date: '2026-12-12',
    });
    expect(useReviewsStore.getState().shown).toEqual({ specId: SPEC, reviewId: REVIEW });
  });

  it('offers the workspace members who may comment, the versions to count changes from, and shows the server’s refusal', async () => {
    openKeptSpec('u1', WORKSPACE);
    stubFetch({
      [`GET /api/workspaces/${WORKSPACE}`]: {
        body: {
          workspace: {
            id: WORKSPACE,
            name: 'Acme',
            role: 'owner',
            members: 3,
            specs: 1,
            created_at: '2026-11-01T10:00:00.000Z',
          },
          members: [
            member('u1', 'Ada', 'owner'),
            member('u2', 'Ben', 'reviewer'),
            member('u3', 'Cy', 'viewer'),
          ],
          invitations: [],
        },
      },
      [`GET /api/specs/${SPEC}/versions`]: {
        body: {
          versions: [
            {
              id: '4a0b0c0d-1111-4222-8333-444455556666',
              version: 3,
              name: 'v1.0',
              rows: 2,
              created_at: '2026-11-01T10:00:00.000Z',
              locked: false,
            },
          ],
        },
      },
      [`POST /api/specs/${SPEC}/reviews`]: {
        status: 409,
        body: {
          error: 'Conflict',
          message: 'No rows changed since that version: there is nothing to review.',
        },
      },
    });
    renderWithQueries(<RequestReviewDialog fileId={FILE} onClose={vi.fn()} />);
    const reviewers = await screen.findByRole('group', { name: 'Reviewers' });
    expect(
      within(reviewers)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Ada', 'Ben']);
    fireEvent.click(screen.getByRole('radio', { name: 'Only the rows changed since a version' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Changed since' }), {
      target: { value: '4a0b0c0d-1111-4222-8333-444455556666' },
    });
    fireEvent.click(within(reviewers).getByRole('checkbox', { name: 'Ben' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Approvers' })).getByRole('checkbox', { name: 'Ada' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request Review' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No rows changed since that version: there is nothing to review.',
    );
  });
});

describe('Sign…', () => {
  const TICKET = `POST /api/specs/${SPEC}/reviews/${REVIEW}/signing`;
  const SIGN = `POST /api/specs/${SPEC}/reviews/${REVIEW}/signatures`;

  it('asks a ticket on opening, refuses a wrong password with the server’s message, then signs', async () => {
    openKeptSpec('u2');
    let tickets = 0;
    let password = 'wrong';
    const onClose = vi.fn();
    const { calls } = stubFetch({
      [TICKET]: () => {
        tickets += 1;
        return { body: { ticket: `t${tickets}`, expires_at: '2026-11-22T10:10:00.000Z' } };
      },
      [SIGN]: (body) =>
        (body as { password: string }).password === password
          ? { status: 201, body: { review: reviewOf({ status: 'approved' }) } }
          : {
              status: 403,
              body: { error: 'Forbidden', message: 'The password is not right. Nothing was signed.' },
            },
    });
    renderWithQueries(
      <SignReviewDialog specId={SPEC} reviewId={REVIEW} title="Release 2 sign-off" onClose={onClose} />,
    );
    expect(screen.getByText('Ben')).toBeTruthy();
    expect(screen.getByText(/^Approved: /)).toBeTruthy();
    const signButton = () => screen.getByRole('button', { name: 'Sign' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'guess' } });
    await vi.waitFor(() => expect(signButton().disabled).toBe(false));
    expect(tickets).toBe(1);
    fireEvent.click(signButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The password is not right. Nothing was signed.',
    );
    expect(onClose).not.toHaveBeenCalled();
    password = 'right';
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    await vi.waitFor(() => expect(signButton().disabled).toBe(false));
    expect(tickets).toBe(2);
    fireEvent.click(signButton());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const signatures = calls.filter((call) => call.path.endsWith('/signatures'));
    expect(signatures.map((call) => call.body)).toEqual([
      { ticket: 't1', password: 'guess', meaning: 'approved' },
      { ticket: 't2', password: 'right', meaning: 'approved' },
    ]);
  });
});
