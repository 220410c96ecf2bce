import { ACCOUNT_MESSAGES } from '@specwright/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../state/session';
import { dashboardAnswer, stubFetch } from '../../test/auth-fetch';
import { Dashboard } from './Dashboard';
import { renderAccount } from './test-render';

const ada: SessionUser = {
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  photoURL: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  lastSignInAt: null,
};

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('Dashboard', () => {
  it('shows name, email, credits, member since, last login, totals and the weekly chart', async () => {
    const { calls } = stubFetch({ 'GET /api/dashboard/': { body: dashboardAnswer } });
    renderAccount(<Dashboard user={ada} />, {
      support: { email: 'help@specwright.example', salesEmail: 'sales@specwright.example' },
    });
    expect(screen.getByRole('status').textContent).toBe('Loading your dashboard…');
    expect(await screen.findByText('Remaining credits')).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(figure('Remaining credits')).toBe('100');
    expect(figure('Member since')).toBe('January 5, 2026');
    expect(figure('Last login')).toMatch(/^Mar 4, 2026/);
    expect(figure('Analyzed')).toBe('42');
    expect(figure('Accepted')).toBe('30');
    expect(figure('Rejected')).toBe('5');
    const topUp = screen.getByRole('link', { name: 'sales@specwright.example' });
    expect(topUp.getAttribute('href')).toBe('mailto:sales@specwright.example?subject=Credits');
    expect(topUp.parentElement?.textContent).toBe(
      'To buy more credits, email our sales team at sales@specwright.example',
    );
    expect(screen.getByRole('img', { name: /Requirements per week\. Jan 12: 0 total/ })).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/dashboard/');
  });

  it("says 'Dashboard data is currently unavailable.' when the call fails, and can try again", async () => {
    let fail = true;
    stubFetch({
      'GET /api/dashboard/': () => (fail ? { status: 500, body: {} } : { body: dashboardAnswer }),
    });
    renderAccount(<Dashboard user={ada} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain(ACCOUNT_MESSAGES.dashboardUnavailable);
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Remaining credits')).toBeTruthy();
  });

  it('shows 0 credits with a hint while the initial credits wait for the verified email address', async () => {
    stubFetch({
      'GET /api/dashboard/': {
        body: { ...dashboardAnswer, credits: 0, creditsAwaitEmailVerification: true },
      },
    });
    renderAccount(<Dashboard user={ada} />);
    expect(await screen.findByText('Remaining credits')).toBeTruthy();
    expect(figure('Remaining credits')).toBe('0');
    expect(screen.getByRole('note').textContent).toBe(ACCOUNT_MESSAGES.creditsAwaitVerification);
  });

  it('resends the verification email from the hint, and says what became of it', async () => {
    let answer = { status: 200, body: { status: true } as object };
    const { calls } = stubFetch({
      'GET /api/dashboard/': {
        body: { ...dashboardAnswer, credits: 0, creditsAwaitEmailVerification: true },
      },
      'POST /api/auth/send-verification-email': () => answer,
      'GET /api/reviews/waiting': { body: { reviews: [] } },
    });
    renderAccount(<Dashboard user={ada} />);
    const resend = await screen.findByRole('button', { name: ACCOUNT_MESSAGES.resendVerificationEmail });
    await screen.findByText('Nothing is waiting for your review.');
    const user = userEvent.setup();
    await user.click(resend);
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.verificationEmailResent);
    expect(calls.find((call) => call.path === '/api/auth/send-verification-email')?.body).toEqual({
      email: 'ada@example.com',
    });
    answer = {
      status: 429,
      body: { message: 'Too many verification emails requested. Please wait a minute.' },
    };
    await user.click(resend);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many verification emails requested. Please wait a minute.',
    );
  });

  it('explains an empty chart', async () => {
    const quiet = {
      ...dashboardAnswer,
      weeklyMetrics: {
        ...dashboardAnswer.weeklyMetrics,
        total: Array(8).fill(0),
        analyzed: Array(8).fill(0),
        accepted: Array(8).fill(0),
        rejected: Array(8).fill(0),
      },
    };
    stubFetch({ 'GET /api/dashboard/': { body: quiet } });
    renderAccount(<Dashboard user={ada} />);
    expect(await screen.findByText(/No activity yet/)).toBeTruthy();
  });
});
