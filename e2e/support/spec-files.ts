import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page } from '@playwright/test';

export interface SpecFileInput {
  name: string;
  content: string | object;
  mimeType?: string;
}

/** Chooses a file with File → Open File's hidden input (the same path as the real file chooser). */
export async function openSpecFile(page: Page, { name, content, mimeType }: SpecFileInput): Promise<void> {
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  await page.getByTestId('open-file-input').setInputFiles({
    name,
    mimeType: mimeType ?? (name.endsWith('.json') ? 'application/json' : 'text/plain'),
    buffer: Buffer.from(text),
  });
}

/** Clicks a top menu, then one of its items (plain or checkable) by its label. */
export async function chooseMenuItem(page: Page, menu: string, item: string): Promise<void> {
  await page.getByRole('menuitem', { name: menu, exact: true }).click();
  const popup = page.getByRole('menu', { name: menu });
  await expect(popup).toBeVisible();
  await popup.locator('[role^="menuitem"]').filter({ hasText: item }).first().click();
}

/** The tab of the tab set named `title` is the selected one. */
export async function expectActiveTab(page: Page, title: string | RegExp): Promise<void> {
  await expect(page.getByRole('tab', { name: title })).toHaveAttribute('aria-selected', 'true');
}

/** Makes Save As use the download fallback (Playwright cannot drive the browser's native save picker). */
export async function withoutSavePicker(page: Page): Promise<void> {
  await page.addInitScript({
    content: "Object.defineProperty(window, 'showSaveFilePicker', { value: undefined, configurable: true });",
  });
}

export async function downloadedText(download: Download): Promise<string> {
  const path = await download.path();
  if (!path) throw new Error('download failed');
  return readFile(path, 'utf8');
}

/** A small valid spec with a text and a select column. */
export function sampleSpec(rowCount = 3) {
  return {
    columns: [
      { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left', width: 320 },
      {
        field: 'priority',
        headerName: 'Priority',
        editorType: 'select',
        valueOptions: ['high', 'medium', 'low'],
      },
      { field: 'owner', headerName: 'Owner', editorType: 'text' },
    ],
    rows: Array.from({ length: rowCount }, (_, i) => ({
      id: `REQ-${i + 1}`,
      rowOrder: i + 1,
      description: `The system shall do thing ${i + 1}.`,
      priority: i === 0 ? 'high' : '',
      owner: '',
    })),
  };
}
