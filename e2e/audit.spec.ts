import { expect, type Page, test } from '@playwright/test';
import { signUpInContext } from './support/analysis';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem, downloadedText } from './support/spec-files';
import { cell, openTemplate } from './support/table-page';
import { openFromMySpecs } from './support/workspaces';

const PERSON = 'Ada Audit';
const syncStatus = (page: Page) => page.getByTestId('sync-status');

async function renameInMySpecs(page: Page, from: RegExp, to: string) {
  await page.getByRole('button', { name: /^User menu:/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'My Specs' }).click();
  const table = page.getByTestId('tab-content').getByRole('table', { name: 'My Specs' });
  await table
    .getByRole('row', { name: from })
    .getByRole('button', { name: /^Rename / })
    .click();
  const title = table.getByRole('textbox', { name: /^New title of / });
  await title.fill(to);
  await title.press('Enter');
  await expect(table.getByRole('row', { name: new RegExp(to) })).toBeVisible();
}

test('the audit trail lists each step with its person, filters by action and downloads as CSV', async ({
  page,
}) => {
  await page.goto('/');
  await signUpInContext(page, PERSON);
  await page.reload();
  await openTemplate(page, 'SaaS landing page');
  await expect(syncStatus(page)).toHaveText('Saved to My Specs');

  await cell(page, 2, 'req_id').dblclick();
  await cell(page, 2, 'req_id').locator('input').fill('SAAS-100');
  await page.keyboard.press('Enter');
  await expect(syncStatus(page)).toHaveText('Saved to My Specs');

  await renameInMySpecs(page, /SaaS landing page/, 'Audited spec');
  await openFromMySpecs(page, 'Audited spec');
  await expect(cell(page, 2, 'req_id')).toHaveText('SAAS-100');

  await chooseMenuItem(page, 'File', 'Version History…');
  const history = page.getByRole('dialog', { name: 'Version History' });
  await history.getByRole('textbox', { name: 'Save version…' }).fill('Baseline');
  await history.getByRole('button', { name: 'Save Version' }).click();
  await expect(history.getByRole('button', { name: /^Baseline/ })).toBeVisible();
  await history.getByRole('button', { name: 'Close', exact: true }).first().click();

  const recorded = page.waitForResponse((response) => response.url().endsWith('/audit/exports'));
  const markdown = page.waitForEvent('download');
  await chooseMenuItem(page, 'File', 'Export as Markdown');
  expect((await markdown).suggestedFilename()).toBe('Audited spec.md');
  expect((await recorded).ok()).toBe(true);

  await chooseMenuItem(page, 'File', 'Audit Trail…');
  const dialog = page.getByRole('dialog', { name: 'Audit Trail' });
  const rows = dialog.getByRole('table', { name: 'Audit trail' }).locator('tbody').getByRole('row');
  await expect(rows.filter({ hasText: 'ExportedMarkdown' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Saved a versionBaseline' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Renamed' })).toContainText('SaaS landing page → Audited spec');
  // The row by the spec's own ID, the field by its column's header.
  await expect(rows.filter({ hasText: /Edited.*SAAS-100.*ID/ })).toContainText('SAAS-001 → SAAS-100');
  await expect(rows.filter({ hasText: 'CreatedSaaS landing page' })).toHaveCount(1);
  for (const row of await rows.all()) await expect(row).toContainText(PERSON);
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'audit-trail');

  await dialog.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Renamed' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Renamed');
  await saveScreenshotsEverywhere(page, 'audit-trail-filtered');

  const csv = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export CSV' }).click();
  const download = await csv;
  expect(download.suggestedFilename()).toBe('Audited spec audit trail.csv');
  const lines = (await downloadedText(download))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Time,Person,Action,Detail,Row,Field,Before,After');
  expect(lines.slice(1)).toEqual([
    expect.stringMatching(/,Ada Audit,Renamed,,,,SaaS landing page,Audited spec$/),
  ]);

  await dialog.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Signed' });
  await expect(dialog.getByText('No entries match these filters.')).toBeVisible();
});
