import { type Browser, expect, type Page } from '@playwright/test';
import { signUpInContext } from './analysis';
import { waitForMailTo } from './mail-catcher';

/** A person signed up in a browser context of their own (1440×900), on the app; their page and email. */
export async function personIn(
  browser: Browser,
  baseURL: string,
  name: string,
): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  const email = await signUpInContext(page, name);
  await page.reload();
  return { page, email };
}

/** POSTs `data` as the page's signed-in user (from its own origin) and expects a 2xx; the answer. */
export async function postJson<T>(page: Page, path: string, data: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`${origin}${path}`, { data, headers: { origin } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The invitation's token: from its link in the answer when no mail was sent, or from the mail `inviter` sent. */
export async function invitationToken(
  answer: { sent: boolean; url?: string },
  email: string,
  inviter: string,
): Promise<string> {
  const link =
    answer.url ??
    (await waitForMailTo(email, `${inviter} invited you`)).raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const token = /\/invite\/([\w-]+)/.exec(link)?.[1];
  if (!token) throw new Error(`No invitation link in: ${link}`);
  return token;
}

/** Opens the spec titled `title` from My Specs (the caller waits for what it needs to see). */
export async function openFromMySpecs(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: /^User menu:/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'My Specs' }).click();
  const row = page.getByTestId('tab-content').getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: /^Open / }).click();
}
