import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, saveScreenshot } from './support/screens';

const FEEDBACK = '**/api/feedback/submit';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
});

async function openFeedback(page: Page) {
  await page.getByRole('menuitem', { name: 'Help', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Send Feedback…' }).click();
  return page.getByRole('dialog', { name: 'Send Feedback' });
}

test('Send Feedback: the message is required, counted to 1000, and sent anonymously when signed out', async ({
  page,
}) => {
  const dialog = await openFeedback(page);
  const send = dialog.getByRole('button', { name: 'Send', exact: true });
  const message = dialog.getByRole('textbox', { name: 'Message' });
  await expect(send).toBeDisabled();
  await expect(dialog.getByTestId('feedback-message-counter')).toHaveText('0 / 1000');
  await message.fill('Hello');
  await expect(send).toBeEnabled();
  await message.fill('');
  await expect(dialog.getByText('Message cannot be empty.')).toBeVisible();
  await expect(send).toBeDisabled();

  await message.fill('x'.repeat(1005));
  await expect(message).toHaveValue('x'.repeat(1000));
  await expect(dialog.getByTestId('feedback-message-counter')).toHaveText('1000 / 1000');

  await dialog.getByLabel('Name (optional)').fill('Ada');
  await message.fill('The document view is lovely. <script>alert(1)</script>');
  await expect(dialog).toContainText('sent anonymously');
  await saveScreenshot(page, 'forms-feedback-dialog');
  await expectAccessible(page);

  await page.route(FEEDBACK, (route) => route.fulfill({ status: 500, json: {} }));
  await send.click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to send feedback.');
  await page.unroute(FEEDBACK);
  await page.route(FEEDBACK, (route) => route.abort('connectionrefused'));
  await send.click();
  await expect(dialog.getByRole('alert')).toHaveText('An unknown error occurred.');
  await page.unroute(FEEDBACK);

  const stored = page.waitForResponse((response) => response.url().endsWith('/api/feedback/submit'));
  await send.click();
  const response = await stored;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ message: 'Thank you for your feedback.' });
  expect(response.request().postDataJSON()).toEqual({
    name: 'Ada',
    message: 'The document view is lovely. <script>alert(1)</script>',
    email: 'anonymous@specwright.local',
    kind: 'feedback',
  });
  const thanks = page.getByRole('dialog', { name: 'Feedback Sent' });
  await expect(thanks).toContainText('Thank you! Your feedback has been sent.');
  await expect(dialog).toBeHidden();
  await thanks.getByRole('button', { name: 'OK' }).click();
});

test('Request a Template: name and description are required; the request is sent from the Templates page', async ({
  page,
}) => {
  await page.getByRole('menuitem', { name: 'File', exact: true }).click();
  await page.getByRole('menuitem', { name: 'New…' }).click();
  const request = page.getByTestId('tab-content').getByRole('button', { name: 'Request a Template' });
  await request.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'forms-templates-page');
  await request.click();
  const dialog = page.getByRole('dialog', { name: 'Request a Template' });
  const send = dialog.getByRole('button', { name: 'Send Request' });
  await send.click();
  await expect(dialog.getByText('Template Name cannot be empty.')).toBeVisible();
  await expect(dialog.getByText('Template Description cannot be empty.')).toBeVisible();
  await expect(dialog.getByLabel('Template Name')).toBeFocused();
  await saveScreenshot(page, 'forms-template-request-errors');
  await expectAccessible(page);

  await dialog.getByLabel('Template Name').fill('Mobile app');
  await expect(dialog.getByText('Template Name cannot be empty.')).toBeHidden();
  const description = dialog.getByRole('textbox', { name: 'Template Description' });
  await description.fill('y'.repeat(1200));
  await expect(description).toHaveValue('y'.repeat(1000));
  await expect(dialog.getByTestId('template-request-description-counter')).toHaveText('1000 / 1000');
  await description.fill('Screens, offline behaviour and store review rules.');
  await dialog.getByLabel('Email (optional)').fill('grace@example.com');
  await saveScreenshot(page, 'forms-template-request');
  await expectAccessible(page);

  await page.route(FEEDBACK, (route) => route.fulfill({ status: 503, json: {} }));
  await send.click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to send template request.');
  await page.unroute(FEEDBACK);

  const stored = page.waitForResponse((response) => response.url().endsWith('/api/feedback/submit'));
  await send.click();
  expect((await stored).status()).toBe(200);
  expect((await stored).request().postDataJSON()).toMatchObject({
    kind: 'template-request',
    templateName: 'Mobile app',
    email: 'grace@example.com',
  });
  await expect(page.getByRole('dialog', { name: 'Template Requested' })).toContainText(
    'Thank you! Your template request has been sent.',
  );
});
