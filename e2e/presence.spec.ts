import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem, sampleSpec } from './support/spec-files';
import { cell } from './support/table-page';
import { invitationToken, openFromMySpecs, personIn, postJson } from './support/workspaces';

// The real flow, two people in two browsers, with nothing set from the page.

const SPEC_TITLE = 'Checkout rules';

const people = (page: Page) => page.getByRole('list', { name: 'People in this spec' });
const tableMarks = (page: Page) => page.getByTestId('table-peers');
const rowOf = (page: Page, rowId: string) =>
  page.getByTestId('table-grid').locator(`.ag-row[row-id="${rowId}"]`).first();

/** `inner` lies within `outer`'s rows (top to bottom), give or take a pixel. */
async function expectWithinRow(inner: Locator, outer: Locator): Promise<void> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b).toBeTruthy();
  if (!a || !b) return;
  expect(a.y).toBeGreaterThanOrEqual(b.y - 1);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 1);
}

test('two people in a workspace spec see who is there and where, in the table and in the document', async ({
  browser,
  baseURL,
}) => {
  const ana = await personIn(browser, baseURL ?? '', 'Ana Presence');
  const bo = await personIn(browser, baseURL ?? '', 'Bo Presence');
  const { workspace } = await postJson<{ workspace: { id: string } }>(ana.page, '/api/workspaces', {
    name: 'Presence team',
  });
  await postJson(ana.page, '/api/specs', {
    title: SPEC_TITLE,
    spec: sampleSpec(4),
    workspace_id: workspace.id,
  });
  const invited = await postJson<{ sent: boolean; url?: string }>(
    ana.page,
    `/api/workspaces/${workspace.id}/invitations`,
    { email: bo.email, role: 'editor' },
  );
  await postJson(
    bo.page,
    `/api/invitations/${await invitationToken(invited, bo.email, 'Ana Presence')}/accept`,
    {},
  );

  for (const { page } of [ana, bo]) {
    await openFromMySpecs(page, SPEC_TITLE);
    await expect(cell(page, 0, 'description')).toHaveText('The system shall do thing 1.');
  }
  await expect(people(bo.page).getByRole('img', { name: 'Ana Presence is viewing' })).toBeVisible();
  await expect(people(ana.page).getByRole('img', { name: 'Bo Presence is viewing' })).toBeVisible();
  await expect(people(bo.page).getByRole('img', { name: 'Ana Presence is viewing' })).toHaveText('AP');

  // Ana selects the second row's requirement: Bo sees her name on that row, in an outline round that cell.
  await cell(ana.page, 1, 'description').click();
  const anaLabel = tableMarks(bo.page).getByText('Ana Presence', { exact: true });
  await expect(anaLabel).toBeVisible();
  await expectWithinRow(anaLabel, rowOf(bo.page, 'REQ-2'));
  const outline = tableMarks(bo.page).locator('.sw-peer__cell');
  await expect(outline).toHaveCount(1);
  const [outlineBox, cellBox] = [
    await outline.boundingBox(),
    await cell(bo.page, 1, 'description').boundingBox(),
  ];
  expect(Math.abs((outlineBox?.x ?? 0) - (cellBox?.x ?? -9))).toBeLessThanOrEqual(1);
  expect(Math.abs((outlineBox?.y ?? 0) - (cellBox?.y ?? -9))).toBeLessThanOrEqual(1);

  // Typing in it: Bo reads that she is editing, on the avatar too; done, she is viewing again.
  await ana.page.keyboard.press('Enter');
  await expect(tableMarks(bo.page).getByText('Ana Presence is editing')).toBeVisible();
  await expect(people(bo.page).getByRole('img', { name: 'Ana Presence is editing' })).toBeVisible();
  await expectAccessible(bo.page);
  await saveScreenshotsEverywhere(bo.page, 'presence-table');
  await ana.page.keyboard.press('Escape');
  await expect(tableMarks(bo.page).getByText('Ana Presence', { exact: true })).toBeVisible();

  // Bo reads the document: Ana's entry carries her name; Bo edits another entry and Ana's table shows it.
  await chooseMenuItem(bo.page, 'View', 'Document');
  const anaEntry = bo.page.locator('.doc-entry[data-row-id="REQ-2"]');
  await expect(anaEntry.getByText('Ana Presence', { exact: true })).toBeVisible();
  await bo.page.getByRole('button', { name: 'The system shall do thing 3.' }).click();
  const boLabel = tableMarks(ana.page).getByText('Bo Presence is editing');
  await expect(boLabel).toBeVisible();
  await expectWithinRow(boLabel, rowOf(ana.page, 'REQ-3'));
  await expectAccessible(bo.page);
  await saveScreenshotsEverywhere(bo.page, 'presence-document');

  // Bo leaves: Ana sees nobody else.
  await bo.page.context().close();
  await expect(people(ana.page)).toHaveCount(0);
  await expect(tableMarks(ana.page)).toHaveCount(0);
  await ana.page.context().close();
});
