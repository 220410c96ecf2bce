import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from './support/screens';
import {
  chooseMenuItem,
  downloadedText,
  expectActiveTab,
  openSpecFile,
  sampleSpec,
  withoutSavePicker,
} from './support/spec-files';

test.beforeEach(async ({ page }) => {
  await withoutSavePicker(page);
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
});

async function saveAs(page: Page) {
  const downloading = page.waitForEvent('download');
  await chooseMenuItem(page, 'File', 'Save As…');
  return downloading;
}

test('Save As downloads the spec; re-opening the download gives the same columns and rows', async ({
  page,
}) => {
  await openSpecFile(page, { name: 'Round trip.json', content: sampleSpec(4) });
  await expectActiveTab(page, /Round trip/);
  const first = await saveAs(page);
  expect(first.suggestedFilename()).toBe('Round trip.json');
  const saved = JSON.parse(await downloadedText(first));
  expect(saved.columns.map((c: { field: string }) => c.field)).toEqual(['description', 'priority', 'owner']);
  expect(saved.rows.map((r: { id: string }) => r.id)).toEqual(['REQ-1', 'REQ-2', 'REQ-3', 'REQ-4']);
  expect(saved.rows[0]).toMatchObject({ description: 'The system shall do thing 1.', priority: 'high' });

  await openSpecFile(page, { name: 'Reopened.json', content: saved });
  await expectActiveTab(page, /Reopened/);
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Control+S');
  const second = await downloading;
  expect(second.suggestedFilename()).toBe('Reopened.json');
  expect(JSON.parse(await downloadedText(second))).toEqual(saved);
});

test('Save As of an empty file asks first', async ({ page }) => {
  await openSpecFile(page, { name: 'Empty.json', content: { columns: sampleSpec().columns, rows: [] } });
  await expectActiveTab(page, /Empty/);
  await chooseMenuItem(page, 'File', 'Save As…');
  const confirm = page.getByRole('dialog', { name: 'Save Empty File?' });
  await expect(confirm).toContainText('has no requirements');
  await saveScreenshot(page, 'save-empty-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  const downloading = page.waitForEvent('download');
  await chooseMenuItem(page, 'File', 'Save As…');
  await page.getByRole('dialog', { name: 'Save Empty File?' }).getByRole('button', { name: 'Save' }).click();
  const saved = JSON.parse(await downloadedText(await downloading));
  expect(saved.rows).toEqual([]);
  expect(saved.columns).toHaveLength(3);
});

test('Save As with agent suggestions offers Discard & Save or Cancel Review', async ({ page }) => {
  const spec = sampleSpec(2);
  spec.rows.push({
    ...spec.rows[0],
    id: 'NEW-1',
    description: 'Suggested by the agent',
    tempChangeStatus: 'added',
  } as (typeof spec.rows)[number]);
  await openSpecFile(page, { name: 'Suggestions.json', content: spec });
  await chooseMenuItem(page, 'File', 'Save As…');
  const offer = page.getByRole('dialog', { name: 'Unreviewed Agent Suggestions' });
  await expect(offer.getByRole('button', { name: 'Discard & Save' })).toBeVisible();
  await saveScreenshot(page, 'save-pending-suggestions');
  await offer.getByRole('button', { name: 'Cancel Review' }).click();
  await expect(offer).toBeHidden();

  const downloading = page.waitForEvent('download');
  await chooseMenuItem(page, 'File', 'Save As…');
  await page.getByRole('button', { name: 'Discard & Save' }).click();
  const saved = JSON.parse(await downloadedText(await downloading));
  expect(saved.rows.map((r: { id: string }) => r.id)).toEqual(['REQ-1', 'REQ-2']);
});

test('Export as CSV downloads every column with quoting, and is disabled without rows', async ({ page }) => {
  const spec = sampleSpec(2);
  spec.rows[0] = {
    ...spec.rows[0],
    description: 'Says "hello", twice',
    owner: 'line one\nline two',
  } as (typeof spec.rows)[number];
  await openSpecFile(page, { name: 'Export me.json', content: spec });
  await expectActiveTab(page, /Export me/);
  const downloading = page.waitForEvent('download');
  await chooseMenuItem(page, 'File', 'Export as CSV');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Export me.csv');
  const csv = await downloadedText(download);
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.slice(1)).toBe(
    'Requirement,Priority,Owner\r\n' +
      '"Says ""hello"", twice",high,"line one\nline two"\r\n' +
      'The system shall do thing 2.,,\r\n',
  );

  await openSpecFile(page, { name: 'No rows.json', content: { columns: spec.columns, rows: [] } });
  await expectActiveTab(page, /No rows/);
  await page.getByRole('menuitem', { name: 'File', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Export as CSV' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('file and edit commands without a spec explain that none is open', async ({ page }) => {
  await chooseMenuItem(page, 'File', 'Save As…');
  const modal = page.getByRole('dialog', { name: 'No Specification File Open' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await chooseMenuItem(page, 'Edit', 'Add Column…');
  await expect(modal).toBeVisible();
});

test('the View menu switches views, marks the current one and explains the two refusals', async ({
  page,
}) => {
  await chooseMenuItem(page, 'View', 'Table');
  const noDocument = page.getByRole('dialog', { name: 'No Active Document' });
  await expect(noDocument).toBeVisible();
  await saveScreenshot(page, 'view-no-active-document');
  await page.keyboard.press('Escape');

  await openSpecFile(page, { name: 'Views.json', content: sampleSpec() });
  await expectActiveTab(page, /Views/);
  await chooseMenuItem(page, 'View', 'Table');
  await expect(page.getByRole('dialog', { name: 'View Already Active' })).toContainText('Table view');
  await page.keyboard.press('Escape');

  await chooseMenuItem(page, 'View', 'Document');
  await page.getByRole('menuitem', { name: 'View', exact: true }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Document' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('menuitemcheckbox', { name: 'Table' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await saveScreenshot(page, 'view-menu');
  await page.getByRole('menuitemcheckbox', { name: 'Report' }).click();
  await page.getByRole('menuitem', { name: 'View', exact: true }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Report' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
});
