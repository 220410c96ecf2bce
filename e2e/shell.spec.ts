import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, saveScreenshot } from './support/screens';

const topMenus = ['File', 'Edit', 'View', 'Analyze', 'Generate', 'Review', 'Help'];

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
});

test('the app loads with the Welcome tab open', async ({ page }) => {
  await expect(page.getByRole('tab', { name: /Welcome/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tab-content')).toContainText('Specwright');
  // Signed out, the project panel starts closed (it would only ask for sign-in).
  await expect(page.getByTestId('project-tree-panel')).toHaveCount(0);
  await expect(page.getByTestId('side-panel')).toHaveCount(0);
  await saveScreenshot(page, 'welcome');
  await expectAccessible(page);
});

test('every top menu opens and closes', async ({ page }) => {
  for (const name of topMenus) {
    const trigger = page.getByRole('menuitem', { name, exact: true });
    await trigger.click();
    const menu = page.getByRole('menu', { name });
    await expect(menu).toBeVisible();
    if (name === 'Help') await saveScreenshot(page, 'menu-help');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
});

test('menus are keyboard accessible and close after focus leaves', async ({ page }) => {
  await page.getByRole('menuitem', { name: 'File', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menu', { name: 'File' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('menu', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('menu', { name: 'File' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Edit' })).toBeHidden();

  await page.getByRole('menuitem', { name: 'Help', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'Help' })).toBeVisible();
  await page.getByTestId('tab-content').click();
  await expect(page.getByRole('menu', { name: 'Help' })).toBeHidden();
});

test('Help opens About with the product version and Release Notes from the changelog', async ({ page }) => {
  const config = await (await page.request.get('/api/config')).json();
  await page.getByRole('menuitem', { name: 'Help', exact: true }).click();
  await page.getByRole('menuitem', { name: 'About' }).click();
  await expect(page.getByRole('tab', { name: /About/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('about-version')).toContainText(config.version);
  await saveScreenshot(page, 'about');
  await expectAccessible(page);

  await page.getByRole('menuitem', { name: 'Help', exact: true }).click();
  await page.getByRole('menuitem', { name: /Release Notes/ }).click();
  const notes = page.getByTestId('tab-content');
  await expect(notes.getByRole('heading', { level: 1, name: 'Release notes' })).toBeVisible();
  await expect(notes.getByRole('heading', { level: 2 }).first()).toContainText(config.version);
  await expect(notes).toContainText('Score every requirement.');
  await expect(notes).not.toContainText(/DATABASE_URL|PGlite|pg-boss|OpenAPI/);
  await saveScreenshot(page, 'releases');
});

test('tabs open, switch and close, with a placeholder when none is open', async ({ page }) => {
  await page.getByRole('menuitem', { name: 'Help', exact: true }).click();
  await page.getByRole('menuitem', { name: 'About' }).click();
  const tabs = page.getByRole('tablist', { name: 'Open tabs' }).getByRole('tab');
  await expect(tabs).toHaveCount(2);

  await page.getByRole('tab', { name: /Welcome/ }).click();
  await expect(page.getByRole('tab', { name: /Welcome/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /About/ })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Close About' }).click();
  await page.getByRole('button', { name: 'Close Welcome' }).click();
  await expect(tabs).toHaveCount(0);
  await expect(page.getByTestId('empty-tabs')).toBeVisible();
  await saveScreenshot(page, 'no-tabs');

  await page
    .getByTestId('empty-tabs')
    .getByRole('button', { name: /Welcome/ })
    .click();
  await expect(page.getByRole('tab', { name: /Welcome/ })).toHaveAttribute('aria-selected', 'true');
});

const projectToggle = (page: Page) =>
  page.getByTestId('toolbar').getByRole('button', { name: 'Show Project Panel' });

test('the project tree resizes within 200–600 px and remembers its size', async ({ page }) => {
  await projectToggle(page).click();
  const panel = page.getByTestId('project-tree-panel');
  const handle = page.getByRole('separator', { name: 'Resize project tree' });
  const widthOf = async () => (await panel.boundingBox())?.width ?? 0;
  expect(Math.round(await widthOf())).toBe(300);

  const drag = async (dx: number) => {
    const box = await handle.boundingBox();
    if (!box) throw new Error('resize handle not visible');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps: 5 });
    await page.mouse.up();
  };
  await drag(1000);
  expect(Math.round(await widthOf())).toBe(600);
  await drag(-1000);
  expect(Math.round(await widthOf())).toBe(200);
  await drag(120);
  expect(Math.round(await widthOf())).toBe(320);

  await page.reload();
  await expect(panel).toBeVisible();
  expect(Math.round(await widthOf())).toBe(320);

  await handle.focus();
  await page.keyboard.press('ArrowLeft');
  expect(Math.round(await widthOf())).toBeLessThan(320);
});

test('a signed-out user opens and closes the project panel, which asks for sign-in', async ({ page }) => {
  const toggle = projectToggle(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  const panel = page.getByTestId('project-tree-panel');
  await expect(panel).toContainText('Authentication Required');
  await expect(panel.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('dialog', { name: 'Sign In Required' })).toHaveCount(0);
  await saveScreenshot(page, 'project-panel-signed-out');
  await toggle.click();
  await expect(panel).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
});
