import { expect, type Page, test } from '@playwright/test';
import { requirementsSpec, signUpInContext } from './support/analysis';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem } from './support/spec-files';
import { cell, openJson } from './support/table-page';

const SPEC = requirementsSpec([
  'The system shall sign users in with their email address.',
  'The system shall refund a payment at most once.',
  'The system shall export the orders as CSV.',
  'The system shall print an invoice.',
]);

/** R1 passes twice, R2 fails once, R3 is only skipped, R4 is named by no case; one case names none. */
const JUNIT = `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="vitest tests" timestamp="2026-11-29T10:00:00.000Z">
  <testsuite name="src/shop.test.ts">
    <testcase classname="src/shop.test.ts" name="R1 signs in"/>
    <testcase classname="src/shop.test.ts" name="R1 remembers the address"/>
    <testcase classname="src/shop.test.ts" name="R2 refunds once"><failure message="refunded twice"/></testcase>
    <testcase classname="src/shop.test.ts" name="R3 exports CSV"><skipped/></testcase>
    <testcase classname="src/shop.test.ts" name="renders the shop"/>
  </testsuite>
</testsuites>
`;
const SUMMARY = 'Imported 5 test cases: 3 passed, 1 failed, 1 skipped. Coverage 25%.';

const testsCell = (page: Page, rowIndex: number) => cell(page, rowIndex, 'sw-tests');

async function importTestResults(page: Page, junit: string): Promise<void> {
  const choosing = page.waitForEvent('filechooser');
  await chooseMenuItem(page, 'File', 'Import Test Results…');
  const chooser = await choosing;
  await chooser.setFiles({ name: 'junit.xml', mimeType: 'application/xml', buffer: Buffer.from(junit) });
}

async function expectTestsColumn(page: Page): Promise<void> {
  await expect(testsCell(page, 0)).toHaveText('Passed · 29 Nov 2026');
  await expect(testsCell(page, 1)).toHaveText('Failed · 29 Nov 2026');
  await expect(testsCell(page, 1).locator('[title]')).toHaveAttribute('title', /R2 refunds once/);
  await expect(testsCell(page, 2)).toHaveText('Untested · 29 Nov 2026');
  await expect(testsCell(page, 3)).toHaveText('Untested · 29 Nov 2026');
}

test('test results: imported from a JUnit file into a kept spec, shown per requirement and in the report', async ({
  page,
}) => {
  await page.goto('/');
  await signUpInContext(page, 'Tess Results');
  await page.reload();
  await openJson(page, 'Shop.json', SPEC);

  await chooseMenuItem(page, 'File', 'Import Test Results…');
  const keepFirst = page.getByRole('dialog', { name: 'Import Test Results' });
  await expect(keepFirst).toContainText('Keep this spec first');
  await keepFirst.getByRole('button', { name: 'OK' }).first().click();
  await expect(keepFirst).toBeHidden();
  await expect(page.getByRole('columnheader', { name: 'Tests' })).toHaveCount(0);

  await chooseMenuItem(page, 'File', 'Save to My Specs');
  await expect(page.getByTestId('sync-status')).toHaveText('Saved to My Specs');
  await page.setViewportSize({ width: 1024, height: 700 });
  await importTestResults(page, JUNIT);
  await expect(page.getByText(SUMMARY)).toBeVisible();
  // The Tests column comes last: the import brings it into view, also on a narrow screen.
  await expect(testsCell(page, 3)).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectTestsColumn(page);
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'test-results-table');

  await cell(page, 1, 'description').click();
  if ((await page.getByTestId('properties-panel').count()) === 0) {
    await chooseMenuItem(page, 'View', 'Toggle Properties Panel');
  }
  const tests = page.getByRole('region', { name: 'Test results', exact: true });
  await expect(tests).toContainText('Failed · 29 Nov 2026');
  await expect(tests).toContainText('Failed: R2 refunds once');
  await saveScreenshotsEverywhere(page, 'test-results-properties');

  await chooseMenuItem(page, 'View', 'Report');
  const chart = page.getByTestId('report-test-results');
  await expect(chart).toContainText('junit.xml · 29 Nov 2026');
  await expect(chart.getByRole('table')).toContainText(/Passed\s*1/);
  await expect(chart.getByRole('table')).toContainText(/Failed\s*1/);
  await expect(chart.getByRole('table')).toContainText(/Untested\s*2/);
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'test-results-report');

  await page.reload();
  await expect(page.getByTestId('report-test-results')).toContainText('junit.xml · 29 Nov 2026');
  await chooseMenuItem(page, 'View', 'Table');
  await expectTestsColumn(page);
});
