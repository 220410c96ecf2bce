/** File → Import and File → Export as the e2e suite drives them: through the menus and the file chooser. */
import { expect, type Page } from '@playwright/test';

/** Opens File → `submenu` and returns it. */
export async function openFileSubmenu(page: Page, submenu: 'Import' | 'Export') {
  await page.getByRole('menuitem', { name: 'File', exact: true }).click();
  await page
    .getByRole('menu', { name: 'File' })
    .getByRole('menuitem', { name: submenu, exact: true })
    .click();
  const menu = page.getByRole('menu', { name: submenu });
  await expect(menu).toBeVisible();
  return menu;
}

/** File → Import → `item`, choosing a file built in the test in the browser's file chooser. */
export async function importThroughMenu(
  page: Page,
  item: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const menu = await openFileSubmenu(page, 'Import');
  const choosing = page.waitForEvent('filechooser');
  await menu.getByRole('menuitem', { name: item }).click();
  await (await choosing).setFiles(file);
}

/** File → Export → `item`; the download it starts. */
export async function exportThroughMenu(page: Page, item: string) {
  const menu = await openFileSubmenu(page, 'Export');
  const downloading = page.waitForEvent('download');
  await menu.getByRole('menuitem', { name: item }).click();
  return downloading;
}
