import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { resetLinkIn, verificationLinkFor, waitForMailTo } from './support/mail-catcher';
import { expectAccessible, saveScreenshot, saveScreenshotsEverywhere } from './support/screens';

// One account, one browser page: sign up → confirm the address → dashboard → log out → log in → wrong
// password → reset.
test.describe.configure({ mode: 'serial' });

const email = `ada.${Date.now()}@example.com`;
const password = 'first-password-123';
const newPassword = 'second-password-456';

let context: BrowserContext;
let page: Page;

const signInTab = () => page.getByRole('tab', { name: /^(Sign In|Dashboard)/ });
const content = () => page.getByTestId('tab-content');
const userMenuButton = () => page.getByRole('button', { name: /^User menu:/ });

async function logIn(withPassword: string) {
  await content().getByLabel('Email').fill(email);
  await content().getByLabel('Password').fill(withPassword);
  await content().getByRole('button', { name: 'Log In', exact: true }).click();
}

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
});

test.afterAll(async () => {
  await context.close();
});

test('sign up asks to check the mail; the mailed link confirms the address and brings 100 credits', async () => {
  await page.goto('/');
  await page.getByTestId('menubar').getByRole('button', { name: 'Sign In' }).click();
  await expect(signInTab()).toHaveAttribute('aria-selected', 'true');
  await expect(signInTab()).toHaveText(/Sign In/);
  await expect(content().getByRole('heading', { name: 'Sign in to Specwright' })).toBeVisible();
  await saveScreenshot(page, 'accounts-sign-in-form');
  await expectAccessible(page);

  await content().getByRole('button', { name: 'Create an account' }).click();
  await content().getByLabel('Name (optional)').fill('Ada Lovelace');
  await content().getByLabel('Email').fill(email);
  await content().getByLabel('Password').fill(password);
  await saveScreenshot(page, 'accounts-sign-up-form');
  await content().getByRole('button', { name: 'Sign Up', exact: true }).click();

  // Signed in, and asked to open the link mailed to the address.
  const checkMail = page.getByRole('dialog', { name: 'Check Your Email' });
  await expect(checkMail).toBeVisible();
  await expect(checkMail.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(checkMail).toContainText(
    `We sent a link to ${email}. Open it to confirm your address and receive your 100 starting credits. ` +
      'No email after a few minutes? Look in your spam folder, or choose “Resend the email” on your Dashboard.',
  );
  await saveScreenshotsEverywhere(page, 'accounts-check-your-email');
  await expectAccessible(page);
  await checkMail.getByRole('button', { name: 'OK' }).click();
  await expect(checkMail).toBeHidden();
  await expect(signInTab()).toHaveText(/Dashboard/);

  // Until then the dashboard shows no credits, says why, and can send the link again.
  const dashboard = page.getByTestId('dashboard');
  const credits = dashboard.locator('dt', { hasText: 'Remaining credits' }).locator('+ dd');
  await expect(dashboard.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(dashboard).toContainText('Ada Lovelace');
  await expect(dashboard).toContainText(email);
  await expect(credits).toHaveText('0');
  await expect(dashboard.getByRole('note')).toHaveText(
    'Your starting credits arrive once you confirm your email address: open the link we emailed you.',
  );
  await saveScreenshotsEverywhere(page, 'accounts-credits-await-verification');
  await expectAccessible(page);
  await dashboard.getByRole('button', { name: 'Resend the email' }).click();
  await expect(dashboard.getByRole('status')).toHaveText(
    'We sent you a new link. Open it to confirm your email address.',
  );

  const link = await verificationLinkFor(email);
  // A link that is not valid (here: its token altered) lands on the app, which says so.
  await page.goto(link.replace(/token=[^&]+/, 'token=not-a-token'));
  const refused = page.getByRole('dialog', { name: 'Email Address Not Confirmed' });
  await expect(refused).toContainText('This confirmation link is not valid.');
  expect(new URL(page.url()).search).toBe('');
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(credits).toHaveText('0');

  // The mailed link, opened in the same browser: the app, signed in, says the address is confirmed.
  await page.goto(link);
  const confirmed = page.getByRole('dialog', { name: 'Email Address Confirmed' });
  await expect(confirmed).toHaveText(
    /Your email address is confirmed and your 100 starting credits are in your account\./,
  );
  expect(new URL(page.url()).pathname).toBe('/');
  expect(new URL(page.url()).search).toBe('');
  await saveScreenshotsEverywhere(page, 'accounts-email-confirmed');
  await expectAccessible(page);
  await confirmed.getByRole('button', { name: 'OK' }).click();
  await expect(signInTab()).toHaveAttribute('aria-selected', 'true');
  await expect(credits).toHaveText('100');
  await expect(dashboard.getByRole('note')).toHaveCount(0);
  await expect(dashboard.getByRole('button', { name: 'Resend the email' })).toHaveCount(0);
  await expect(dashboard.locator('dt', { hasText: 'Analyzed' }).locator('+ dd')).toHaveText('0');
  await expect(dashboard).toContainText('Member since');
  await expect(dashboard.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

  // A finished review of the signed-in user (as the review dialogs log it) shows in the totals and the chart.
  const session = await (await page.request.get('/api/auth/get-session')).json();
  const logged = await page.request.post('/api/user-activity/', {
    data: {
      uid: session.user.id,
      review_id: 'e2e-review-1',
      action: 'basic_review_completed',
      analysis_type: 'basic',
      total_to_analyze: 12,
      analyzed_requirements: 12,
      accepted_requirements: 7,
      rejected_requirements: 3,
      credits_used: 12,
      llm_analysis_time: 4.2,
      user_review_time: 95,
    },
  });
  expect(logged.status()).toBe(200);
  await page.reload();
  await expect(dashboard.locator('dt', { hasText: 'Accepted' }).locator('+ dd')).toHaveText('7');
  await expect(dashboard.locator('dt', { hasText: 'Analyzed' }).locator('+ dd')).toHaveText('12');
  await expect(
    dashboard.getByRole('img', { name: /This week: 12 total, 12 analyzed, 7 accepted, 3 rejected/ }),
  ).toBeVisible();
  await expect(dashboard.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await saveScreenshot(page, 'accounts-dashboard');
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await saveScreenshot(page, 'accounts-dashboard-dark');
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
});

test('the user menu offers Dashboard, My Specs, Repositories and Logout; Logout returns to Sign In', async () => {
  await expect(page.getByTestId('menubar').getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await userMenuButton().click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Dashboard',
    'My Specs',
    'Workspaces',
    'Repositories',
    'Logout',
  ]);
  await saveScreenshot(page, 'accounts-user-menu');
  await expectAccessible(page);

  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(signInTab()).toHaveText(/Sign In/);
  await expect(page.getByTestId('menubar').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(content().getByRole('heading', { name: 'Sign in to Specwright' })).toBeVisible();
  // The session is gone on the server too.
  await page.reload();
  await expect(page.getByTestId('menubar').getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('log in needs both fields, then opens the Dashboard', async () => {
  await signInTab().click();
  await content().getByLabel('Email').fill(email);
  await content().getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(content().getByRole('alert')).toHaveText('Please enter both email and password.');
  await logIn(password);
  await expect(signInTab()).toHaveText(/Dashboard/);
  await expect(
    page.getByTestId('dashboard').locator('dt', { hasText: 'Last login' }).locator('+ dd'),
  ).not.toHaveText('—');
  await userMenuButton().click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(signInTab()).toHaveText(/Sign In/);
});

test("a wrong password shows 'Log In Failed' with the server's message", async () => {
  await logIn('not-the-password');
  const alert = page.getByRole('dialog', { name: 'Log In Failed' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Invalid email or password');
  await saveScreenshot(page, 'accounts-log-in-failed');
  await expectAccessible(page);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(signInTab()).toHaveText(/Sign In/);
});

test('password reset: the emailed link lets the user choose a new password and log in with it', async () => {
  const forgot = content().getByRole('button', { name: 'Forgot password?' });
  await content().getByLabel('Email').fill('');
  await forgot.click();
  await expect(content().getByRole('alert')).toHaveText(
    'Please enter your email address to reset your password.',
  );
  await content().getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
  await forgot.click();
  await expect(content().getByRole('alert')).toHaveText('No user found with this email address.');
  await content().getByLabel('Email').fill(email);
  await forgot.click();
  await expect(content().getByRole('status')).toHaveText(
    'Password reset email sent! Please check your inbox.',
  );

  const link = resetLinkIn(await waitForMailTo(email, 'Reset your Specwright password'));
  await page.goto(link);
  await expect(signInTab()).toHaveAttribute('aria-selected', 'true');
  await expect(content().getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await content().getByLabel('New password', { exact: true }).fill(newPassword);
  await content().getByLabel('Repeat the new password').fill(newPassword);
  await saveScreenshot(page, 'accounts-new-password');
  await expectAccessible(page);
  await content().getByRole('button', { name: 'Set New Password' }).click();
  await expect(content().getByRole('status')).toContainText('Your password has been changed');

  await logIn(password);
  await expect(page.getByRole('dialog', { name: 'Log In Failed' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await logIn(newPassword);
  await expect(signInTab()).toHaveText(/Dashboard/);
  await expect(
    page.getByTestId('dashboard').locator('dt', { hasText: 'Remaining credits' }).locator('+ dd'),
  ).toHaveText('100');
});
