import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { liveServers } from './support/live-servers';

/**
 * Live editing across two servers on one PostgreSQL database (started by playwright.config.ts when
 * TEST_DATABASE_URL is set): an edit sent through the live channel of one server reaches a browser on the
 * other. The screens of live editing add their checks here.
 */

interface LiveMessage {
  t: string;
  specId?: string;
  change?: { clientId: string | null; ops: unknown[] | null };
}

declare global {
  interface Window {
    liveMessages: LiveMessage[];
    liveSocket: WebSocket;
  }
}

async function signUp(context: BrowserContext, base: string, label: string): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await context.request.post(`${base}/api/auth/sign-up/email`, {
    headers: { origin: base },
    data: { email, password: 'correct horse battery', name: label },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/** Opens the live channel in the page (its own server, its session cookie) and joins the spec. */
async function joinLive(page: Page, base: string, specId: string): Promise<void> {
  await page.goto(`${base}/api/health`);
  await page.evaluate(async (id) => {
    window.liveMessages = [];
    const socket = new WebSocket(`${location.origin.replace('http', 'ws')}/api/live`);
    window.liveSocket = socket;
    socket.onmessage = (event) => window.liveMessages.push(JSON.parse(String(event.data)) as LiveMessage);
    await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
    socket.send(JSON.stringify({ t: 'join', specId: id }));
  }, specId);
  await expect
    .poll(() => page.evaluate(() => window.liveMessages.some((message) => message.t === 'joined')))
    .toBe(true);
}

if (liveServers) {
  const servers = liveServers;
  test('an edit made on one server reaches a browser on the other', async ({ browser }) => {
    const ownerContext = await browser.newContext();
    const editorContext = await browser.newContext();
    const ownerId = await signUp(ownerContext, servers.first, 'owner');
    const editorId = await signUp(editorContext, servers.second, 'editor');
    const created = await ownerContext.request.post(`${servers.first}/api/specs`, {
      headers: { origin: servers.first },
      data: {
        title: 'Live across servers',
        spec: {
          columns: [{ field: 'description', headerName: 'Description' }],
          rows: [{ id: 'r1', rowOrder: 1, description: 'The system shall log each sign-in.' }],
        },
      },
    });
    expect(created.status()).toBe(200);
    const specId = ((await created.json()) as { spec: { id: string } }).spec.id;
    const database = new pg.Client({ connectionString: servers.databaseUrl });
    await database.connect();
    try {
      const workspace = await database.query<{ id: string }>(
        'insert into workspaces (name, created_by) values ($1, $2) returning id',
        ['Live team', ownerId],
      );
      const workspaceId = workspace.rows[0]?.id;
      await database.query(
        "insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner'), ($1, $3, 'editor')",
        [workspaceId, ownerId, editorId],
      );
      await database.query('update specs set workspace_id = $1 where id = $2', [workspaceId, specId]);
    } finally {
      await database.end();
    }

    const ownerPage = await ownerContext.newPage();
    const editorPage = await editorContext.newPage();
    await joinLive(ownerPage, servers.first, specId);
    await joinLive(editorPage, servers.second, specId);
    const value = 'The system shall log each sign-in within 1 s.';
    await ownerPage.evaluate(
      ([id, text]) =>
        window.liveSocket.send(
          JSON.stringify({
            t: 'edit',
            specId: id,
            seq: 1,
            ops: [
              {
                op: 'cell',
                rowId: 'r1',
                field: 'description',
                base: 'The system shall log each sign-in.',
                value: text,
              },
            ],
          }),
        ),
      [specId, value] as const,
    );
    await expect
      .poll(() =>
        editorPage.evaluate(
          (text) =>
            window.liveMessages.some(
              (message) => message.t === 'change' && JSON.stringify(message.change?.ops).includes(text),
            ),
          value,
        ),
      )
      .toBe(true);
    await ownerContext.close();
    await editorContext.close();
  });
}
