/** Helpers of the Analyze and Review e2e specs: specs built in the test, dialogs, and a signed-in user. */
import { expect, type Locator, type Page } from '@playwright/test';
import { verifyEmailInContext } from './mail-catcher';
import { chooseMenuItem } from './spec-files';

/** A spec whose description column holds the given requirement texts (ids R1, R2, …). */
export function requirementsSpec(descriptions: readonly string[], idPrefix = 'R') {
  return {
    columns: [
      { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left', width: 420 },
      { field: 'owner', headerName: 'Owner', editorType: 'text' },
    ],
    rows: descriptions.map((description, i) => ({
      id: `${idPrefix}${i + 1}`,
      rowOrder: i + 1,
      description,
      owner: 'team-a',
    })),
  };
}

/** Opens an Analyze or Review dialog from its menu and returns it. */
export async function openAnalysisDialog(
  page: Page,
  menu: 'Analyze' | 'Review',
  item: string,
  testId: string,
): Promise<Locator> {
  await chooseMenuItem(page, menu, item);
  const dialog = page.getByTestId(testId);
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function expectStep(dialog: Locator, step: string, timeout = 15_000): Promise<void> {
  await expect(dialog).toHaveAttribute('data-step', step, { timeout });
}

/**
 * Creates an account through the API in the page's browser context and opens the verification link mailed
 * to it (where the server verifies addresses): the page is then signed in with its starting credits.
 */
export async function signUpInContext(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  // The origin of the page (the suite's server or a private one), which the page must have loaded.
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    data: { email, password: 'e2e-password-123', name },
    headers: { origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await verifyEmailInContext(page, email);
  return email;
}
