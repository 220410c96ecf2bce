import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem, downloadedText, openSpecFile } from './support/spec-files';
import { openJson } from './support/table-page';

/** A spec with a chapter, context, a comment, an ID column and scores. */
const SPEC = {
  columns: [
    { field: 'req_id', headerName: 'ID', editorType: 'text' },
    { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left', width: 320 },
    { field: 'this_is_a', headerName: 'Type', editorType: 'select' },
    { field: 'priority', headerName: 'Priority', editorType: 'select', valueOptions: ['high', 'low'] },
    { field: 'score', headerName: 'Score', editorType: 'text' },
  ],
  rows: [
    { id: 'c1', rowOrder: 1, description: 'Checkout', this_is_a: 'chapter' },
    { id: 'x1', rowOrder: 2, description: 'Guests may check out without an account.', this_is_a: 'context' },
    {
      id: 'r1',
      rowOrder: 3,
      req_id: 'PAY-1',
      description: 'The system shall accept card payments.',
      this_is_a: 'requirement',
      priority: 'high',
      score: 85,
    },
    {
      id: 'r2',
      rowOrder: 4,
      req_id: 'PAY-2',
      description: 'The system shall be fast.',
      this_is_a: 'requirement',
      priority: 'low',
      score: 20,
    },
    { id: 'm1', rowOrder: 5, description: 'Ask finance about refunds.', this_is_a: 'comment' },
  ],
};

test('File → Export as Markdown downloads <title>.md with chapters, ids, columns and quoted notes', async ({
  page,
}) => {
  await page.goto('/');
  await openJson(page, 'Checkout Rules.json', SPEC);
  await page.getByRole('menuitem', { name: 'File', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'File' })).toBeVisible();
  await saveScreenshotsEverywhere(page, 'export-handoff-file-menu');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  const downloading = page.waitForEvent('download');
  await chooseMenuItem(page, 'File', 'Export as Markdown');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Checkout Rules.md');
  expect(await downloadedText(download)).toBe(
    [
      '# Checkout Rules',
      '',
      '## Checkout',
      '',
      '> **Context:** Guests may check out without an account.',
      '',
      '### PAY-1',
      '',
      'The system shall accept card payments.',
      '',
      '- **Priority:** high',
      '- **Score:** 85',
      '',
      '### PAY-2',
      '',
      'The system shall be fast.',
      '',
      '- **Priority:** low',
      '- **Score:** 20',
      '',
      '> **Comment:** Ask finance about refunds.',
      '',
    ].join('\n'),
  );
});

test('File → Export for Coding Agent downloads a zip with requirements.md, AGENTS.md and the JSON spec', async ({
  page,
}) => {
  await page.goto('/');
  await openSpecFile(page, { name: 'Checkout Rules.json', content: SPEC });
  await expect(page.getByRole('tab', { name: /Checkout Rules/ })).toHaveAttribute('aria-selected', 'true');
  const downloading = page.waitForEvent('download');
  await chooseMenuItem(page, 'File', 'Export for Coding Agent');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Checkout Rules for coding agent.zip');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const files = unzipSync(new Uint8Array(await readFile(path)));
  expect(Object.keys(files)).toEqual(['requirements.md', 'AGENTS.md', 'Checkout Rules.json']);
  const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
  expect(text('requirements.md')).toContain('### PAY-2\n\nThe system shall be fast.');
  const brief = text('AGENTS.md');
  expect(brief).toContain('the specification "Checkout Rules"');
  expect(brief).toContain('- 2 requirements in 1 chapter, from `PAY-1` to `PAY-2`.');
  expect(brief).toContain('`// Implements PAY-1`');
  expect(brief).toContain('likeliest to need that question first: `PAY-2`.');
  const spec = JSON.parse(text('Checkout Rules.json'));
  expect(spec.rows.map((row: { id: string }) => row.id)).toEqual(['c1', 'x1', 'r1', 'r2', 'm1']);
});
