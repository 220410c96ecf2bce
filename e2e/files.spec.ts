import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible, saveScreenshot } from './support/screens';
import {
  chooseMenuItem,
  downloadedText,
  expectActiveTab,
  openSpecFile,
  sampleSpec,
  withoutSavePicker,
} from './support/spec-files';
import { cell } from './support/table-page';

test.beforeEach(async ({ page }) => {
  await withoutSavePicker(page);
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
});

test.describe('templates and examples', () => {
  test('File → New opens the Templates page; "Use it now" opens the template as a spec tab', async ({
    page,
  }) => {
    await chooseMenuItem(page, 'File', 'New…');
    await expectActiveTab(page, /Templates/);
    const cards = page.getByTestId('template-card');
    await expect(cards).toHaveCount(4);
    await expect(cards.first()).toContainText('Blank spec');
    await saveScreenshot(page, 'templates');
    await expectAccessible(page);

    await page
      .getByRole('listitem', { name: 'SaaS landing page' })
      .getByRole('button', { name: 'Use it now' })
      .click();
    await expectActiveTab(page, /SaaS landing page/);
    await expect(page.getByRole('columnheader', { name: /Requirement/ })).toBeVisible();
    await expect(page.getByTestId('tab-content')).toContainText('Purpose and audience');
    await saveScreenshot(page, 'template-spec-tab');
  });

  test('Download saves the template JSON file', async ({ page, request }) => {
    await chooseMenuItem(page, 'File', 'New…');
    const downloading = page.waitForEvent('download');
    await page
      .getByRole('listitem', { name: 'Personal landing page' })
      .getByRole('button', { name: 'Download' })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('personal-landing-page.json');
    const served = await (await request.get('/template/personal-landing-page.json')).json();
    expect(JSON.parse(await downloadedText(download))).toEqual(served);
  });

  test('a template that fails to load says so on its card', async ({ page }) => {
    await page.route('**/template/blank-spec.json', (route) => route.abort());
    await chooseMenuItem(page, 'File', 'New…');
    const card = page.getByRole('listitem', { name: 'Blank spec' });
    await card.getByRole('button', { name: 'Use it now' }).click();
    await expect(card.getByRole('alert')).toHaveText('Failed to load the file. Please try again.');
    await expectActiveTab(page, /Templates/);
  });

  test('File → Open Example… lists the example; Import opens it', async ({ page }) => {
    await chooseMenuItem(page, 'File', 'Open Example…');
    await expectActiveTab(page, /Examples/);
    await saveScreenshot(page, 'examples');
    await expectAccessible(page);
    await page.getByTestId('example-card').getByRole('button', { name: 'Import' }).click();
    await expectActiveTab(page, /TaskFlow/);
  });

  test('the Welcome page gets a user started', async ({ page }) => {
    await page.getByRole('button', { name: 'Start from a template' }).click();
    await expectActiveTab(page, /Templates/);
  });
});

test.describe('Open File', () => {
  test('opens a valid file in a tab named after it, also with Ctrl+O', async ({ page }) => {
    await openSpecFile(page, { name: 'Checkout flow.json', content: sampleSpec() });
    await expectActiveTab(page, /Checkout flow/);
    await expect(page.getByTestId('tab-content')).toContainText('The system shall do thing 1.');

    await page.getByTestId('tab-content').click({ position: { x: 5, y: 5 } });
    const choosing = page.waitForEvent('filechooser');
    await page.keyboard.press('Control+O');
    const chooser = await choosing;
    await chooser.setFiles({
      name: 'Second.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(sampleSpec(1))),
    });
    await expectActiveTab(page, /Second/);
  });

  const refusals = [
    { name: 'notes.txt', content: 'just text', message: 'Invalid file type. Please select a .json file.' },
    { name: 'broken.json', content: '{ "columns": [', message: 'Invalid JSON format.' },
    {
      name: 'no-rows.json',
      content: { columns: [] },
      message: "Invalid JSON format: Missing 'columns' or 'rows'.",
    },
  ];
  for (const { name, content, message } of refusals) {
    test(`refuses ${name} with “${message}”`, async ({ page }) => {
      await openSpecFile(page, { name, content });
      const dialog = page.getByRole('dialog', { name: 'Cannot Open File' });
      await expect(dialog).toContainText(message);
      if (name === 'broken.json') await saveScreenshot(page, 'open-file-invalid-json');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('tablist', { name: 'Open tabs' }).getByRole('tab')).toHaveCount(1);
    });
  }

  test('keeps every row of a file: rows without an id get the next ids of the spec', async ({ page }) => {
    const [first, second, third] = sampleSpec(3).rows;
    const spec = {
      columns: sampleSpec().columns,
      rows: [
        first,
        { id: '', description: 'Row without an id.' },
        second,
        third,
        { description: 'Another row without an id.' },
      ],
    };
    await openSpecFile(page, { name: 'Id-less rows.json', content: spec });
    await expectActiveTab(page, /Id-less rows/);
    const inTableOrder = [
      'The system shall do thing 1.',
      'Row without an id.',
      'The system shall do thing 2.',
      'The system shall do thing 3.',
      'Another row without an id.',
    ];
    for (const [index, description] of inTableOrder.entries()) {
      await expect(cell(page, index, 'description')).toHaveText(description);
    }
    await expect(cell(page, inTableOrder.length, 'description')).toHaveCount(0);
    await expect(page.getByTestId('file-notice')).toContainText('Generated ids for 2 rows without one.');
    await saveScreenshot(page, 'open-file-generated-ids');

    const downloading = page.waitForEvent('download');
    await chooseMenuItem(page, 'File', 'Save As…');
    const saved = JSON.parse(await downloadedText(await downloading)) as { rows: { id: string }[] };
    expect(saved.rows.map((row) => row.id)).toEqual(['REQ-1', 'REQ-4', 'REQ-2', 'REQ-3', 'REQ-5']);
  });

  test('a hostile file is shown as text, runs no script and reports what was changed', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const depth = 4000; // 8,008 characters of text once shown: within a cell's limit
    const nested = `${'['.repeat(depth)}"bottom"${']'.repeat(depth)}`;
    const hostile = {
      columns: [
        { field: 'description', headerName: '<img src=x onerror=alert("header")>', editorType: 'textarea' },
        { field: 'note', headerName: 'Note', editorType: 'text' },
      ],
      rows: [
        { id: 'x1', description: '<img src=x onerror=alert("cell")>', note: '<script>alert("s")</script>' },
        { id: 'x1', description: 'Duplicate id row', note: 'x'.repeat(10_000) }, // the longest text a cell may have
        { id: 'x3', description: 'Deeply nested', note: '__NESTED__' },
        { description: 'No id: kept' },
      ],
    };
    const text = JSON.stringify(hostile).replace('"__NESTED__"', nested);
    await openSpecFile(page, { name: 'hostile.json', content: text });
    await expectActiveTab(page, /hostile/);
    const content = page.getByTestId('tab-content');
    await expect(content).toContainText('<img src=x onerror=alert("cell")>');
    const notice = page.getByTestId('file-notice');
    await expect(notice).toContainText("Duplicate row id 'x1' renamed to 'x1-2'.");
    await expect(notice).toContainText('Generated an id for 1 row without one.');
    await expect(content).toContainText('No id: kept');
    await saveScreenshot(page, 'open-file-hostile');
    await expect(
      page.locator('[data-testid="tab-content"] img, [data-testid="tab-content"] script'),
    ).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });

  test('refuses a file over 50 MB', async ({ page }, testInfo) => {
    const path = testInfo.outputPath('huge.json');
    await writeFile(path, Buffer.alloc(50 * 1024 * 1024 + 1, 32));
    await page.getByTestId('open-file-input').setInputFiles(path);
    await expect(page.getByRole('dialog', { name: 'Cannot Open File' })).toContainText('larger than 50 MB');
  });

  test('opens a 50,000-row file', async ({ page }, testInfo) => {
    const columns = [
      { field: 'req_id', headerName: 'ID' },
      { field: 'description', headerName: 'Requirement', editorType: 'textarea' },
      {
        field: 'this_is_a',
        headerName: 'Type',
        editorType: 'select',
        valueOptions: ['requirement', 'chapter'],
      },
      {
        field: 'priority',
        headerName: 'Priority',
        editorType: 'select',
        valueOptions: ['high', 'medium', 'low'],
      },
      { field: 'status', headerName: 'Status' },
      { field: 'owner', headerName: 'Owner' },
      { field: 'acceptance_criteria', headerName: 'Acceptance criteria', editorType: 'textarea' },
      { field: 'comment', headerName: 'Comment', editorType: 'textarea' },
    ];
    const rows = Array.from({ length: 50_000 }, (_, i) => ({
      id: `r${i}`,
      rowOrder: i + 1,
      req_id: `REQ-${i}`,
      description: `The system shall handle case ${i} within 2 s for 95 % of requests.`,
      this_is_a: i % 20 === 0 ? 'chapter' : 'requirement',
      priority: ['high', 'medium', 'low'][i % 3],
      status: 'open',
      owner: `Owner ${i % 17}`,
      acceptance_criteria: `Given case ${i}, when it runs, then it finishes.`,
      comment: '',
    }));
    const path = testInfo.outputPath('fifty-thousand.json');
    await writeFile(path, JSON.stringify({ columns, rows }));
    // Its speed is measured by `npm run bench` (bench/table.bench.ts); here: it opens and paints.
    await page.getByTestId('open-file-input').setInputFiles(path);
    await expectActiveTab(page, /fifty-thousand/);
    await expect(
      page.getByText('The system shall handle case 0 within 2 s for 95 % of requests.'),
    ).toBeVisible({
      timeout: 20_000,
    });
  });
});
