import { expect, type Page, test } from '@playwright/test';
import { signUpInContext } from './support/analysis';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem, downloadedText } from './support/spec-files';
import { openTemplate } from './support/table-page';

const syncStatus = (page: Page) => page.getByTestId('sync-status');

interface Kept {
  id: string;
  version: number;
  data: { rows: { id: string; req_id?: string; this_is_a?: string }[]; links?: unknown[] };
}

/** The user's one kept spec, read through the API with the page's session. */
async function keptSpec(page: Page): Promise<Kept> {
  const origin = new URL(page.url()).origin;
  const list = await (await page.request.get(`${origin}/api/specs`)).json();
  return (await (await page.request.get(`${origin}/api/specs/${list.specs[0].id}`)).json()).spec;
}

test('links saved elsewhere: the version diff names them, a reload brings them into the tab, the Markdown export lists them', async ({
  page,
}) => {
  await page.goto('/');
  await signUpInContext(page, 'Lina Links');
  await page.reload();
  await openTemplate(page, 'SaaS landing page');
  await expect(syncStatus(page)).toHaveText('Saved to My Specs');

  await chooseMenuItem(page, 'File', 'Version History…');
  const dialog = page.getByRole('dialog', { name: 'Version History' });
  await dialog.getByRole('textbox', { name: 'Save version…' }).fill('Before links');
  await dialog.getByRole('button', { name: 'Save Version' }).click();
  await expect(dialog.getByRole('button', { name: /^Before links/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

  // Another machine (the API with the same session) links two requirements.
  const kept = await keptSpec(page);
  const [first, second] = kept.data.rows.filter((row) => (row.this_is_a ?? 'requirement') === 'requirement');
  if (!first || !second) throw new Error('the template has fewer than two requirements');
  const link = { from: second.id, to: first.id, type: 'verifies' };
  const origin = new URL(page.url()).origin;
  const saved = await page.request.put(`${origin}/api/specs/${kept.id}`, {
    data: { version: kept.version, links: [link] },
    headers: { origin },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await chooseMenuItem(page, 'File', 'Version History…');
  await dialog.getByRole('button', { name: /^Before links/ }).click();
  const changes = dialog.getByRole('region', { name: 'Changes since the selected version' });
  await expect(changes.getByRole('status')).toHaveText(
    '0 added, 0 changed, 0 removed; links: 1 added, 0 removed',
  );
  await expect(changes.getByRole('region', { name: 'Links changed' }).getByRole('listitem')).toHaveText([
    `Link added${second.req_id}verifies ${first.req_id}`,
  ]);
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'links-history-diff');
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

  // After a reload the tab links to the spec again and takes the server's links in.
  await page.reload();
  await expect(syncStatus(page)).toHaveText('Saved to My Specs');
  const downloading = page.waitForEvent('download');
  await chooseMenuItem(page, 'File', 'Export as Markdown');
  const markdown = await downloadedText(await downloading);
  expect(markdown).toContain(`- **Links:** verifies ${first.req_id}`);
  expect(markdown).toContain(`- **Linked from:** ${second.req_id} verifies`);
  expect((await keptSpec(page)).data.links).toEqual([link]);
});
