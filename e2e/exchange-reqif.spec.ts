import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { exportThroughMenu, importThroughMenu } from './support/exchange';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { expectActiveTab, openSpecFile, sampleSpec, withoutSavePicker } from './support/spec-files';
import { cell, displayedRowCount } from './support/table-page';

const fixture = (name: string) => new URL(`../packages/core/src/exchange/fixtures/${name}`, import.meta.url);

test.beforeEach(async ({ page }) => {
  await withoutSavePicker(page);
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
});

test('a DOORS-style ReqIF export opens as a spec: nested headings as chapters, enumerations, plain text', async ({
  page,
}) => {
  const buffer = await readFile(fixture('doors-style.reqif'));
  await importThroughMenu(page, 'ReqIF…', {
    name: 'Brake Controller.reqif',
    mimeType: 'application/xml',
    buffer,
  });
  await expectActiveTab(page, /Brake Controller/);
  await expect(cell(page, 0, 'description')).toHaveText('Braking');
  await expect(cell(page, 0, 'this_is_a')).toHaveText('chapter');
  await expect(cell(page, 1, 'priority')).toHaveText('High');
  await expect(cell(page, 1, 'description')).toContainText(
    'apply the brakes within 50 ms & light the brake lamps.',
  );
  await expect(cell(page, 3, 'id')).toHaveCount(0);
  await saveScreenshotsEverywhere(page, 'exchange-reqif-doors');
  await expectAccessible(page);
});

test('a spec exported as ReqIF and imported again is the same spec', async ({ page }) => {
  const spec = sampleSpec(4);
  spec.rows[1] = {
    ...spec.rows[1],
    description: 'Line one of a long requirement.\nLine two, with <angle> & "quotes".',
  } as (typeof spec.rows)[number];
  const links = [
    { from: 'REQ-2', to: 'REQ-1', type: 'refines' },
    { from: 'REQ-3', to: 'TEST-9', type: 'verifies', toSpec: '0b8e6a52-4c1e-4d4b-9f3a-2a1f7c9d5e10' },
  ];
  await openSpecFile(page, { name: 'Round trip.json', content: { ...spec, links } });
  await expectActiveTab(page, /Round trip/);
  const download = await exportThroughMenu(page, 'ReqIF 1.2 (.reqif)');
  expect(download.suggestedFilename()).toBe('Round trip.reqif');
  const buffer = await readFile((await download.path()) as string);
  const written = buffer.toString('utf8');
  expect(written).toContain('<REQ-IF xmlns="http://www.omg.org/spec/ReqIF/20110401/reqif.xsd"');
  expect(written.match(/<SPEC-RELATION /g)).toHaveLength(1);
  // The link to a row of another spec cannot be a relation of this document: the export says so.
  const leftOut = page.getByRole('dialog', { name: 'Some Links Not Exported' });
  await expect(leftOut).toContainText('Left out 1 link to rows of other specs');
  await saveScreenshotsEverywhere(page, 'exchange-reqif-links-left-out');
  await leftOut.getByRole('button', { name: 'OK' }).click();
  await expect(leftOut).toHaveCount(0);

  await importThroughMenu(page, 'ReqIF…', {
    name: 'Round trip again.reqif',
    mimeType: 'application/xml',
    buffer,
  });
  await expectActiveTab(page, /Round trip again/);
  await expect.poll(() => displayedRowCount(page)).toBe(4);
  for (const [index, row] of spec.rows.entries()) {
    await expect(cell(page, index, 'priority')).toHaveText(String(row.priority ?? ''));
    await expect(cell(page, index, 'owner')).toHaveText(String(row.owner ?? ''));
  }
  await expect(cell(page, 1, 'description')).toContainText('Line two, with <angle> & "quotes".');
  await saveScreenshotsEverywhere(page, 'exchange-reqif-round-trip');
});

test('a .reqif holding two specifications opens one tab each, saying which relations join them', async ({
  page,
}) => {
  const buffer = await readFile(fixture('real/fmstudio-traceability-template.reqif'));
  await importThroughMenu(page, 'ReqIF…', {
    name: 'Traceability.reqif',
    mimeType: 'application/xml',
    buffer,
  });
  await expect(page.getByRole('tab', { name: /Requirements Document/ })).toBeVisible();
  await expectActiveTab(page, /Traceability \(2\)/);
  await expect.poll(() => displayedRowCount(page)).toBe(8);
  await expect(
    page
      .getByText('Did not import 9 relations as links: each joins an object that is not a row of this spec', {
        exact: false,
      })
      .first(),
  ).toBeVisible();
  await saveScreenshotsEverywhere(page, 'exchange-reqif-two-specifications');
  await page.getByRole('tab', { name: /Requirements Document/ }).click();
  await expect.poll(() => displayedRowCount(page)).toBe(13);
});

test('XML that is not ReqIF gets one message and opens nothing', async ({ page }) => {
  await importThroughMenu(page, 'ReqIF…', {
    name: 'page.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from('<?xml version="1.0"?><html><body/></html>'),
  });
  await expect(page.getByRole('dialog', { name: 'Cannot Import File' })).toContainText(
    'The file is XML but not a ReqIF document: its root element is not REQ-IF.',
  );
  await expect(page.getByRole('tab', { name: /page/ })).toHaveCount(0);
});
