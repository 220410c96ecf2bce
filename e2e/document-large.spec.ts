import { expect, type Page, test } from '@playwright/test';

// A trace snapshots the whole DOM at every step: with 5,000 entries it would measure the tracer, not the app.
test.use({ trace: 'off' });

async function chooseMenuItem(page: Page, menu: string, item: string): Promise<void> {
  await page.getByRole('menuitem', { name: menu, exact: true }).click();
  const popup = page.getByRole('menu', { name: menu });
  await expect(popup).toBeVisible();
  await popup.locator('[role^="menuitem"]').filter({ hasText: item }).first().click();
}

/** A spec of `count` rows: a chapter every 50 rows, the rest requirements. */
function largeSpec(count: number): string {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `big-${i + 1}`,
    description:
      i % 50 === 0
        ? `Chapter ${i / 50 + 1}`
        : `When the operator submits order ${i + 1}, the system shall confirm it within 2 seconds.`,
    this_is_a: i % 50 === 0 ? 'chapter' : 'requirement',
    priority: ['Must', 'Should', 'Could'][i % 3],
  }));
  return JSON.stringify({
    columns: [
      { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left' },
      {
        field: 'this_is_a',
        headerName: 'Type',
        editorType: 'select',
        valueOptions: ['requirement', 'chapter', 'context', 'comment'],
      },
      {
        field: 'priority',
        headerName: 'Priority',
        editorType: 'select',
        valueOptions: ['Must', 'Should', 'Could'],
      },
    ],
    rows,
  });
}

function summary(values: number[]): { median: number; p95: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { median: at(0.5), p95: at(0.95), max: Math.round(sorted.at(-1) ?? 0) };
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
});

test('the document view stays responsive with 5,000 rows', async ({ page }) => {
  test.setTimeout(90_000);
  await page.getByTestId('open-file-input').setInputFiles({
    name: 'large.json',
    mimeType: 'application/json',
    buffer: Buffer.from(largeSpec(5000)),
  });
  await expect(page.getByRole('tab', { name: /large/ })).toHaveAttribute('aria-selected', 'true');

  const opening = Date.now();
  await chooseMenuItem(page, 'View', 'Document');
  // CSS locators here: role queries over 5,000 entries would measure Playwright, not the app.
  await expect(page.locator('.doc-entry').first()).toBeVisible();
  const firstEntries = Date.now() - opening;
  await expect(page.locator('.doc-view__loading')).toHaveCount(0);
  const allEntries = Date.now() - opening;
  await expect(page.locator('.doc-entry')).toHaveCount(5000);

  // Input-to-next-frame latency of each key typed in the editor.
  // (A string: the e2e project compiles without the DOM library.)
  await page.evaluate(`
    window.typingLatencies = [];
    document.addEventListener('keydown', (event) => {
      if (!(event.target instanceof HTMLTextAreaElement)) return;
      const start = performance.now();
      requestAnimationFrame(() => setTimeout(() => window.typingLatencies.push(performance.now() - start), 0));
    }, true);
  `);
  const text = 'When the operator submits order 2, the system shall confirm it within 2 seconds.';
  await page.locator('.doc-entry__text', { hasText: text }).click();
  const editor = page.locator('textarea[aria-label="Description of requirement 1"]');
  await editor.press('End');
  await editor.pressSequentially(' It shall also log the order.', { delay: 40 });
  const typing = summary(await page.evaluate<number[]>('window.typingLatencies'));

  const saving = Date.now();
  await page.keyboard.press('Control+Enter');
  await expect(editor).toBeHidden();
  const save = Date.now() - saving;

  const inserting = Date.now();
  await page.locator('[aria-label="Add below requirement 1"]').click();
  await expect(page.locator('textarea[aria-label="Description of requirement 2"]')).toBeFocused();
  const insert = Date.now() - inserting;
  await expect(page.locator('.doc-entry--requirement').last().locator('.doc-entry__gutter')).toHaveText(
    '4901.',
  );

  const figures = { firstEntries, allEntries, typing, save, insert };
  console.log(`document view with 5,000 rows (ms): ${JSON.stringify(figures)}`);
  test.info().annotations.push({ type: 'figures', description: JSON.stringify(figures) });
  // Budgets: generous for a shared, busy CI machine (typical: median under 20 ms, all rows in about 2 s).
  // The p95 and max are reported, not asserted: one busy moment of the machine shows there first.
  expect(typing.median).toBeLessThan(50);
  expect(allEntries).toBeLessThan(10_000);
});
