import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem } from './support/spec-files';
import { cell } from './support/table-page';
import { invitationToken, openFromMySpecs, personIn, postJson } from './support/workspaces';

/** Two people in one workspace with one spec open, each in a browser of their own. */
interface Pair {
  alice: Page;
  bea: Page;
  workspaceId: string;
  specId: string;
  beaId: string;
}

const SPEC_TITLE = 'Live checkout';
/** WORKSPACE_MESSAGES.readOnly of core's live/roles.ts, word for word. */
const READ_ONLY =
  'You can read this spec but not change it: your role in its workspace does not allow edits.';
/** WORKSPACE_MESSAGES.removed, word for word. */
const REMOVED = 'You were removed from this workspace: its specs are closed for you.';
const status = (page: Page) => page.getByTestId('sync-status');

/** What the server answers an edit sent on a WebSocket of the page's own, as a forged client would. */
function forgedEdit(page: Page, specId: string): Promise<{ t: string; status?: number; message?: string }> {
  return page.evaluate(
    (id) =>
      new Promise((resolve, reject) => {
        const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/live`);
        socket.onerror = () => reject(new Error('The live channel did not open'));
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data)) as { t: string };
          if (message.t === 'joined')
            socket.send(
              JSON.stringify({
                t: 'edit',
                specId: id,
                seq: 1,
                ops: [{ op: 'cell', rowId: 'r2', field: 'description', value: 'Forged by a viewer' }],
              }),
            );
          if (message.t === 'refused' || message.t === 'change') {
            socket.close();
            resolve(message);
          }
        };
        socket.onopen = () => socket.send(JSON.stringify({ t: 'join', specId: id }));
      }),
    specId,
  );
}

const spec = {
  columns: [
    { field: 'req_id', headerName: 'ID', editorType: 'text' },
    { field: 'description', headerName: 'Requirement', editorType: 'text' },
  ],
  rows: ['Base text', 'Pay by card', 'Show the receipt'].map((description, index) => ({
    id: `r${index + 1}`,
    rowOrder: index + 1,
    req_id: `CHK-${index + 1}`,
    description,
  })),
};

async function openSpec(page: Page) {
  await openFromMySpecs(page, SPEC_TITLE);
  await expect(cell(page, 0, 'req_id')).toHaveText('CHK-1');
  await expect(status(page)).toHaveText('Live');
}

/** Alice makes a workspace with the spec in it and invites Bea as an editor; both open the spec. */
async function pairInWorkspace(browser: Browser, baseURL: string): Promise<Pair> {
  const { page: alice } = await personIn(browser, baseURL, 'Alice Live');
  const { page: bea, email: beaEmail } = await personIn(browser, baseURL, 'Bea Live');
  const { workspace } = await postJson<{ workspace: { id: string } }>(alice, '/api/workspaces', {
    name: 'Checkout team',
  });
  const created = await postJson<{ spec: { id: string } }>(alice, '/api/specs', {
    title: SPEC_TITLE,
    spec,
    workspace_id: workspace.id,
  });
  const invited = await postJson<{ sent: boolean; url?: string }>(
    alice,
    `/api/workspaces/${workspace.id}/invitations`,
    { email: beaEmail, role: 'editor' },
  );
  const token = await invitationToken(invited, beaEmail, 'Alice Live');
  await postJson(bea, `/api/invitations/${token}/accept`, {});
  const answer = await alice.request.get(`${baseURL}/api/workspaces/${workspace.id}`);
  expect(answer.ok()).toBe(true);
  const details = (await answer.json()) as { members: { user_id: string; email: string }[] };
  const beaId = details.members.find((member) => member.email === beaEmail)?.user_id ?? '';
  await openSpec(alice);
  await openSpec(bea);
  return { alice, bea, workspaceId: workspace.id, specId: created.spec.id, beaId };
}

/** Opens the cell's editor and types `value` into it, leaving the commit to the caller. */
async function typeInto(page: Page, row: number, field: string, value: string) {
  await cell(page, row, field).dblclick();
  await cell(page, row, field).locator('input').fill(value);
}

async function editCell(page: Page, row: number, field: string, value: string) {
  await typeInto(page, row, field, value);
  await page.keyboard.press('Enter');
  await expect(cell(page, row, field)).toHaveText(value);
}

test('two people edit one workspace spec live: edits arrive, nothing typed at once is lost, undo is per person, offline edits arrive, a viewer cannot edit, a removed member is told', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { alice, bea, workspaceId, specId, beaId } = await pairInWorkspace(browser, baseURL ?? '');
  await expectAccessible(bea);
  await saveScreenshotsEverywhere(bea, 'live-editing-live');

  // A types in a cell and B sees it within a second.
  await editCell(alice, 1, 'description', 'Pay by card or wallet');
  await expect(cell(bea, 1, 'description')).toHaveText('Pay by card or wallet', { timeout: 1000 });

  // Both edit the same cell at once: both texts are kept, and both see the same.
  await typeInto(alice, 0, 'description', 'Base text alpha');
  await typeInto(bea, 0, 'description', 'Base text beta');
  await Promise.all([alice.keyboard.press('Enter'), bea.keyboard.press('Enter')]);
  for (const page of [alice, bea]) {
    await expect(cell(page, 0, 'description')).toHaveText(/alpha/);
    await expect(cell(page, 0, 'description')).toHaveText(/beta/);
  }
  const merged = await cell(alice, 0, 'description').textContent();
  await expect(cell(bea, 0, 'description')).toHaveText(merged ?? '');

  // A's editor is open while B's edit of the same cell arrives: A's Enter keeps B's text too.
  await typeInto(alice, 2, 'description', 'Show the receipt now');
  await editCell(bea, 2, 'description', 'Show the receipt please');
  // B's edit reaches A's tab under the open editor within a second (had it not, the server would merge
  // the two edits instead: the outcome is the same, only the tab's own merge would go untested).
  await alice.waitForTimeout(1000);
  await alice.keyboard.press('Enter');
  for (const page of [alice, bea]) {
    await expect(cell(page, 2, 'description')).toHaveText(/now/);
    await expect(cell(page, 2, 'description')).toHaveText(/please/);
  }
  await editCell(alice, 2, 'description', 'Show the receipt');
  await expect(cell(bea, 2, 'description')).toHaveText('Show the receipt');

  // B's undo takes back B's own edit, not A's.
  await editCell(bea, 2, 'req_id', 'BEA-1');
  await expect(cell(alice, 2, 'req_id')).toHaveText('BEA-1');
  await editCell(alice, 1, 'req_id', 'ALICE-1');
  await expect(cell(bea, 1, 'req_id')).toHaveText('ALICE-1');
  await chooseMenuItem(bea, 'Edit', 'Undo');
  await expect(cell(bea, 2, 'req_id')).toHaveText('CHK-3');
  await expect(cell(bea, 1, 'req_id')).toHaveText('ALICE-1');
  await expect(cell(alice, 2, 'req_id')).toHaveText('CHK-3');
  await expect(cell(alice, 1, 'req_id')).toHaveText('ALICE-1');

  // Offline: B's edits stay in the tab and arrive once B is back; A's edits made meanwhile reach B.
  await bea.context().setOffline(true);
  await expect(status(bea)).not.toHaveText('Live');
  await editCell(bea, 0, 'req_id', 'OFFLINE-1');
  await editCell(alice, 2, 'description', 'Show and mail the receipt');
  await expect(cell(alice, 0, 'req_id')).toHaveText('CHK-1');
  await bea.context().setOffline(false);
  await expect(status(bea)).toHaveText('Live', { timeout: 15_000 });
  await expect(cell(alice, 0, 'req_id')).toHaveText('OFFLINE-1');
  await expect(cell(bea, 2, 'description')).toHaveText('Show and mail the receipt');

  // A viewer reads but cannot edit.
  const demoted = await alice.request.patch(`${baseURL}/api/workspaces/${workspaceId}/members/${beaId}`, {
    data: { role: 'viewer' },
    headers: { origin: baseURL ?? '' },
  });
  expect(demoted.ok(), await demoted.text()).toBe(true);
  const banner = bea.getByRole('note');
  await expect(banner).toHaveText(READ_ONLY);
  await cell(bea, 1, 'description').dblclick();
  await expect(cell(bea, 1, 'description').locator('input')).toHaveCount(0);
  await expectAccessible(bea);
  await saveScreenshotsEverywhere(bea, 'live-editing-read-only');
  await editCell(alice, 1, 'description', 'Pay by card only');
  await expect(cell(bea, 1, 'description')).toHaveText('Pay by card only');

  // A viewer's edit forged on the live channel is refused by the server and changes nothing.
  const refused = await forgedEdit(bea, specId);
  expect(refused).toMatchObject({ t: 'refused', status: 403 });
  await expect(cell(alice, 1, 'description')).toHaveText('Pay by card only');

  // Removed from the workspace, B is told at once and can no longer reach the spec.
  const removed = await alice.request.delete(`${baseURL}/api/workspaces/${workspaceId}/members/${beaId}`, {
    headers: { origin: baseURL ?? '' },
  });
  expect(removed.ok(), await removed.text()).toBe(true);
  await expect(bea.getByRole('region', { name: REMOVED })).toBeVisible({ timeout: 2000 });
  await expect(bea.getByRole('note')).toHaveText(REMOVED);
  await expect(status(bea)).toHaveText('Closed');
  await saveScreenshotsEverywhere(bea, 'live-editing-removed');
  expect((await bea.request.get(`${baseURL}/api/specs/${specId}`)).status()).toBe(404);
});
