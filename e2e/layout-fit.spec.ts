import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { expectActiveTab } from './support/spec-files';
import { columns, grid, header, openJson, reviewSpec } from './support/table-page';

const LONG_TEXT =
  'WHEN the operator submits an order with more than twenty lines, the system shall confirm every line ' +
  'and show the expected delivery date within 2 seconds.';

function spec(rowCount: number) {
  return {
    columns,
    rows: Array.from({ length: rowCount }, (_, index) => ({
      id: `r${index + 1}`,
      req_id: `REQ-${index + 1}`,
      description: `${LONG_TEXT} (${index + 1})`,
      this_is_a: 'requirement',
    })),
  };
}

const widthOf = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0;
const projectToggle = (page: Page) =>
  page.getByTestId('toolbar').getByRole('button', { name: 'Show Project Panel' });

/** The tab and its close button lie inside the visible part of the tab strip. */
async function expectTabInView(page: Page, title: string) {
  const strip = await page.getByTestId('tab-strip').boundingBox();
  const tab = await page.getByRole('tab', { name: title }).boundingBox();
  const close = await page.getByRole('button', { name: `Close ${title}` }).boundingBox();
  if (!strip || !tab || !close) throw new Error(`tab ${title} is not laid out`);
  expect(tab.x).toBeGreaterThanOrEqual(strip.x);
  expect(close.x + close.width).toBeLessThanOrEqual(strip.x + strip.width);
}

test.use({ viewport: { width: 1024, height: 700 } });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
});

test('at 1024×700 a signed-out user gets a table at least 640 px wide; the project panel opens and closes', async ({
  page,
}) => {
  await openJson(page, 'fit-orders.json', spec(12));
  await expect(page.getByTestId('project-tree-panel')).toHaveCount(0);
  await expect(page.getByTestId('side-panel')).toBeVisible();
  expect(await widthOf(grid(page))).toBeGreaterThanOrEqual(640);
  await saveScreenshotsEverywhere(page, 'layout-fit-default');

  await page.setViewportSize({ width: 1024, height: 700 });
  const toggle = projectToggle(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  const panel = page.getByTestId('project-tree-panel');
  await expect(panel).toContainText('Authentication Required');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('dialog', { name: 'Sign In Required' })).toHaveCount(0);
  // Both panels give way so the tab area keeps 640 px.
  const tabArea = page.getByTestId('tab-strip');
  expect(await widthOf(tabArea)).toBeGreaterThanOrEqual(640);
  await saveScreenshotsEverywhere(page, 'layout-fit-both-panels');
  await expectAccessible(page);

  // The choice is remembered.
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.reload();
  await expect(panel).toBeVisible();
  await projectToggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);
  await expect(projectToggle(page)).toHaveAttribute('aria-pressed', 'false');
});

test('the tab strip keeps the active tab in view and lists every tab in its overflow menu', async ({
  page,
}) => {
  const names = 'abcdefghij'.split('').map((letter) => `fit-${letter}-requirements`);
  for (const name of names) await openJson(page, `${name}.json`, spec(2));
  const last = names.at(-1) ?? '';
  await expectActiveTab(page, last);
  await expectTabInView(page, last);

  const overflow = page.getByRole('button', { name: `All tabs (${names.length + 1})` });
  await expect(overflow).toBeVisible();
  await overflow.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'All tabs' });
  await expect(menu).toBeVisible();
  const items = menu.getByRole('menuitemradio');
  await expect(items).toHaveText(['Welcome', ...names].map((title) => new RegExp(`${title}$`)));
  await expect(menu.getByRole('menuitemradio', { name: last })).toHaveAttribute('aria-checked', 'true');
  await saveScreenshotsEverywhere(page, 'layout-fit-tab-overflow');

  // Keyboard: Escape closes the menu; Enter opens it on its first item, the next one is the first spec.
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(overflow).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  const first = names[0] ?? '';
  await expectActiveTab(page, first);
  await expectTabInView(page, first);

  // A click in the menu works too, and a tab chosen with the keyboard in the strip scrolls into view.
  await overflow.click();
  await menu.getByRole('menuitemradio', { name: names[6] }).click();
  await expectActiveTab(page, names[6] ?? '');
  await expectTabInView(page, names[6] ?? '');
  await page.getByRole('tab', { name: names[6] }).focus();
  await page.keyboard.press('End');
  await expectActiveTab(page, last);
  await expectTabInView(page, last);
});

test('at 1024×700 with both panels open, the Review column leaves the requirement text readable', async ({
  page,
}) => {
  await projectToggle(page).click();
  await expect(page.getByTestId('project-tree-panel')).toBeVisible();
  await openJson(page, 'fit-review.json', reviewSpec());
  await expect(page.getByTestId('side-panel')).toBeVisible();
  const requirement = await header(page, 'description').boundingBox();
  const review = await header(page, 'sw-review').boundingBox();
  if (!requirement || !review) throw new Error('the Requirement and Review headers are not laid out');
  // The Review column sits right of a requirement column showing at least 200 px of text.
  expect(review.x - requirement.x).toBeGreaterThanOrEqual(200);
  await saveScreenshotsEverywhere(page, 'layout-fit-review-column');
});
