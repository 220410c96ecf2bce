import { expect, type Page, test } from '@playwright/test';
import type { ChatCompletionRequest } from '../packages/server/src/test/openai-compatible-server';
import { requirementsSpec, signUpInContext } from './support/analysis';
import { promptOf, type ServerWithModel, startServerWithModel } from './support/llm-server';
import { expectAccessible, saveScreenshot } from './support/screens';
import { cell, grid, openJson } from './support/table-page';

const SPEC = requirementsSpec([
  'The system shall export reports.',
  'The system shall be fast.',
  'The system shall store orders.',
  'The system shall print invoices by fax.',
]);

const CHANGED = {
  r1: 'The system shall export reports as PDF within 5 s.',
  r2: 'The system shall answer 95 % of requests within 2 s.',
  added: 'The system shall keep an audit log of every change.',
};

/** The agent's structured answer: two rows changed, one added after R3, R4 deleted. */
const AGENT_ANSWER = {
  explanation: 'Made R1 and R2 measurable, added an audit log and removed the fax requirement.',
  changes: [
    { action: 'update', id: 'R1', afterId: null, values: [{ field: 'description', value: CHANGED.r1 }] },
    { action: 'update', id: 'R2', afterId: null, values: [{ field: 'description', value: CHANGED.r2 }] },
    { action: 'delete', id: 'R4', afterId: null, values: [] },
    {
      action: 'add',
      id: null,
      afterId: 'R3',
      values: [
        { field: 'description', value: CHANGED.added },
        { field: 'owner', value: 'team-a' },
      ],
    },
  ],
};

/** A Markdown answer carrying HTML that must never run. */
const CHAT_ANSWER = [
  '## Review of the spec',
  '',
  '**Two requirements** need a number:',
  '',
  '- R1: name the format',
  '- R2: give a time limit',
  '',
  "<script>window.__chatScriptRan = true; alert('script ran')</script>",
  '',
  '<img src="x" onerror="window.__chatScriptRan = true">',
  '',
  '[Read more](javascript:window.__chatScriptRan=true)',
].join('\n');

function systemText(request: ChatCompletionRequest): string {
  return request.body.messages
    .filter((message) => message.role === 'system')
    .map((message) =>
      typeof message.content === 'string' ? message.content : JSON.stringify(message.content),
    )
    .join('\n');
}

const isAgentCall = (request: ChatCompletionRequest) => systemText(request).includes('requirements agent');

async function signIn(page: Page, baseUrl: string, name: string): Promise<void> {
  await page.goto(baseUrl);
  await signUpInContext(page, name);
  await page.reload();
  await expect(page.getByRole('button', { name: /^User menu:/ })).toBeVisible();
}

async function openPanel(page: Page, panel: 'Agent' | 'Chat'): Promise<void> {
  await page.getByRole('button', { name: `Toggle ${panel} Panel` }).click();
  await expect(page.getByRole('heading', { name: panel, exact: true })).toBeVisible();
}

/** The Accept/Reject (Keep/Delete) button of the row whose description is `text`. */
async function reviewButton(page: Page, text: string, name: string) {
  const row = grid(page).locator('.ag-row', {
    has: page.locator('[col-id="description"]', {
      hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    }),
  });
  const index = await row.getAttribute('row-index');
  return cell(page, Number(index), 'sw-review').getByRole('button', { name, exact: true });
}

async function descriptions(page: Page): Promise<string[]> {
  const rows = grid(page).locator('.ag-row:has([col-id="description"])');
  const count = await rows.count();
  const texts: { index: number; text: string }[] = [];
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    texts.push({
      index: Number(await row.getAttribute('row-index')),
      text: (await row.locator('[col-id="description"]').textContent()) ?? '',
    });
  }
  return texts.sort((a, b) => a.index - b.index).map((entry) => entry.text);
}

test('chat and agent panels: sign-in message when signed out, ask the administrator when no model is configured', async ({
  page,
}) => {
  await page.goto('/');
  await openJson(page, 'assistant.json', SPEC);
  await openPanel(page, 'Chat');
  await expect(page.getByTestId('assistant-signed-out')).toContainText('User not authenticated.');
  await expect(page.getByTestId('side-panel').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await saveScreenshot(page, 'assistant-chat-signed-out');
  await expectAccessible(page);
  await openPanel(page, 'Agent');
  await expect(page.getByTestId('assistant-signed-out')).toContainText('Error: User not authenticated.');

  await signUpInContext(page, 'Alan Turing');
  await page.reload();
  await expect(page.getByRole('button', { name: /^User menu:/ })).toBeVisible();
  await openJson(page, 'assistant-signed-in.json', SPEC);
  const noModel = page.getByTestId('assistant-no-model');
  await expect(noModel).toHaveText(
    'The AI assistant is not available on this server. Ask your administrator to configure a language model.',
  );
  await expect(noModel).not.toContainText('LLM_');
  await saveScreenshot(page, 'assistant-agent-no-model');
  await openPanel(page, 'Chat');
  await expect(noModel).toHaveText(/^The AI assistant is not available on this server\./);
  await expectAccessible(page);
});

test.describe('with a language model', () => {
  // A private server on E2E_PORT + 7 whose model (a local OpenAI-compatible test server) answers the chat in
  // Markdown and the agent with structured row changes.
  const port = Number(process.env.E2E_PORT ?? 3100) + 7;
  // One worker for these tests: each worker's beforeAll would start its own server on the same port.
  test.describe.configure({ mode: 'default' });
  let server: ServerWithModel;

  test.beforeAll(async () => {
    server = await startServerWithModel(port, (request) => {
      // Instructions and questions containing BROKEN get a malformed answer or a refused request.
      const broken = promptOf(request).includes('BROKEN');
      if (isAgentCall(request)) {
        return { content: broken ? 'Sure! Here are the rows: R1, R2.' : JSON.stringify(AGENT_ANSWER) };
      }
      return broken
        ? { status: 400, body: JSON.stringify({ error: { message: 'The prompt was rejected.' } }) }
        : { content: CHAT_ANSWER };
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('agent: two rows changed, one added, one deleted; accept some, reject others, undo, discard and accept all', async ({
    page,
  }) => {
    await signIn(page, server.baseUrl, 'Grace Hopper');
    await openJson(page, 'agent.json', SPEC);
    await openPanel(page, 'Agent');
    const panel = page.getByTestId('agent-panel');
    await expect(panel.getByText('No pending changes.')).toBeVisible();
    await expectAccessible(page);

    const before = server.model.requests.length;
    await panel
      .getByLabel('Instruction')
      .fill('Make R1 and R2 measurable, add an audit log, drop the fax requirement');
    await panel.getByLabel('Instruction').press('Enter');
    await expect(panel.getByTestId('chat-messages')).toContainText(AGENT_ANSWER.explanation, {
      timeout: 15_000,
    });
    await expect(panel).toContainText('Proposed changes: 2 changed, 1 added, 1 removed.');
    await expect(panel.getByText('Pending: 2 changed, 1 added, 1 removed.')).toBeVisible();
    const agentRequest = server.model.requests.slice(before).find(isAgentCall);
    expect(JSON.stringify(agentRequest?.body.messages)).toContain('The system shall print invoices by fax.');

    await expect
      .poll(() => descriptions(page))
      .toEqual([
        'The system shall export reports.',
        CHANGED.r1,
        'The system shall be fast.',
        CHANGED.r2,
        'The system shall store orders.',
        CHANGED.added,
        'The system shall print invoices by fax.',
      ]);
    await expect(cell(page, 5, 'sw-review')).toContainText('Added');
    await expect(cell(page, 6, 'sw-review')).toContainText('Removed');
    await saveScreenshot(page, 'assistant-agent-proposal');
    await expectAccessible(page);

    // Accept R1's change, reject R2's, accept the added row.
    await (await reviewButton(page, CHANGED.r1, 'Accept')).click();
    await (await reviewButton(page, CHANGED.r2, 'Reject')).click();
    await (await reviewButton(page, CHANGED.added, 'Accept')).click();
    await expect
      .poll(() => descriptions(page))
      .toEqual([
        CHANGED.r1,
        'The system shall be fast.',
        'The system shall store orders.',
        CHANGED.added,
        'The system shall print invoices by fax.',
      ]);
    await expect(panel.getByText('Pending: 1 removed.')).toBeVisible();

    // Undo brings the added row's decision back; Discard All then drops it and keeps the removed row.
    await page.keyboard.press('Control+z');
    await expect(panel.getByText('Pending: 1 added, 1 removed.')).toBeVisible();
    await panel.getByRole('button', { name: 'Discard All' }).click();
    await expect(panel.getByText('No pending changes.')).toBeVisible();
    await expect
      .poll(() => descriptions(page))
      .toEqual([
        CHANGED.r1,
        'The system shall be fast.',
        'The system shall store orders.',
        'The system shall print invoices by fax.',
      ]);

    // Discard All is one undo step; Accept All then keeps the added row and removes R4.
    await page.keyboard.press('Control+z');
    await expect(panel.getByText('Pending: 1 added, 1 removed.')).toBeVisible();
    await panel.getByRole('button', { name: 'Accept All' }).click();
    await expect(panel.getByText('No pending changes.')).toBeVisible();
    await expect
      .poll(() => descriptions(page))
      .toEqual([CHANGED.r1, 'The system shall be fast.', 'The system shall store orders.', CHANGED.added]);
    await saveScreenshot(page, 'assistant-agent-accepted');
  });

  test('agent: Save As with unconfirmed suggestions offers Discard & Save or Cancel Review', async ({
    page,
  }) => {
    await signIn(page, server.baseUrl, 'Hedy Lamarr');
    await openJson(page, 'save.json', SPEC);
    await openPanel(page, 'Agent');
    const panel = page.getByTestId('agent-panel');
    await panel.getByLabel('Instruction').fill('Improve the spec');
    await panel.getByRole('button', { name: 'Run' }).click();
    await expect(panel.getByText('Pending: 2 changed, 1 added, 1 removed.')).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Control+s');
    const dialog = page.getByRole('dialog', { name: 'Unreviewed Agent Suggestions' });
    await expect(dialog.getByRole('button', { name: 'Discard & Save' })).toBeVisible();
    await saveScreenshot(page, 'assistant-save-pending');
    await dialog.getByRole('button', { name: 'Cancel Review' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByText('Pending: 2 changed, 1 added, 1 removed.')).toBeVisible();
  });

  test('chat: a streamed Markdown answer whose script never runs; history reopens and deletes', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, server.baseUrl, 'Margaret Hamilton');
    await openJson(page, 'chat.json', SPEC);
    await cell(page, 1, 'description').click();
    await openPanel(page, 'Chat');
    const panel = page.getByTestId('chat-panel');
    const box = panel.getByRole('textbox', { name: 'Message', exact: true });

    // Blank input is ignored; Shift+Enter adds a line; the box stops growing at 240 px.
    await box.fill('   ');
    await box.press('Enter');
    await expect(panel.getByTestId('chat-messages')).toHaveCount(0);
    await box.fill('');
    for (let i = 0; i < 20; i++) await box.press('Shift+Enter');
    const height = await box.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(240);
    expect(height).toBeGreaterThan(200);
    await box.fill('');

    const before = server.model.requests.length;
    const streamed = page.waitForResponse((response) => response.url().endsWith('/api/chat/send-message'));
    await box.pressSequentially('Which requirements need a number?');
    await box.press('Enter');
    const response = await streamed;
    expect(response.headers()['content-type']).toContain('text/event-stream');
    const answer = panel.locator('.chat-message--ai').last();
    await expect(answer.getByRole('heading', { name: 'Review of the spec' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(answer.locator('strong')).toHaveText('Two requirements');
    await expect(answer.getByRole('listitem')).toHaveCount(2);
    expect(await answer.locator('script, img, [onerror]').count()).toBe(0);
    await expect(answer.getByText('Read more')).not.toHaveAttribute('href');
    expect(
      await page.evaluate(() => (globalThis as { __chatScriptRan?: boolean }).__chatScriptRan),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    const chatRequest = server.model.requests.slice(before).find((request) => !isAgentCall(request));
    expect(chatRequest?.body.stream).toBe(true);
    expect(JSON.stringify(chatRequest?.body.messages)).toContain('The system shall be fast.');
    await saveScreenshot(page, 'assistant-chat-answer');
    await expectAccessible(page);

    await box.fill('And R3?');
    await box.press('Enter');
    await expect(panel.locator('.chat-message--ai')).toHaveCount(2, { timeout: 15_000 });
    await expect(panel.locator('.chat-message--ai').last()).not.toHaveAttribute('aria-busy', 'true');

    // New Chat empties the panel; History reopens the stored conversation.
    await panel.getByRole('button', { name: 'New Chat' }).click();
    await expect(panel.getByTestId('chat-messages')).toHaveCount(0);
    await panel.getByRole('button', { name: 'History' }).click();
    const history = panel.getByTestId('chat-history');
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('4 messages');
    await saveScreenshot(page, 'assistant-chat-history');
    await expectAccessible(page);
    await history.getByRole('button', { name: /^Which requirements need a number/ }).click();
    await expect(panel.locator('.chat-message--user')).toHaveText([
      /Which requirements need a number\?/,
      /And R3\?/,
    ]);
    await expect(
      panel.locator('.chat-message--ai').first().getByRole('heading', { name: 'Review of the spec' }),
    ).toBeVisible();

    await panel.getByRole('button', { name: 'History' }).click();
    await history.getByRole('button', { name: /^Delete conversation:/ }).click();
    await page
      .getByRole('dialog', { name: 'Delete Conversation' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(panel.getByText('No conversations about this spec yet.', { exact: false })).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test('model failures reach the user as Service Error: … (agent) and Error: … (chat)', async ({ page }) => {
    await signIn(page, server.baseUrl, 'Frances Allen');
    await openJson(page, 'errors.json', SPEC);
    await openPanel(page, 'Agent');
    const agent = page.getByTestId('agent-panel');
    await agent.getByLabel('Instruction').fill('BROKEN instruction');
    await agent.getByLabel('Instruction').press('Enter');
    await expect(agent.locator('.chat-message--error')).toHaveText(
      /^AgentService Error: Unexpected response structure\./,
      { timeout: 15_000 },
    );
    await expect(agent.getByText('No pending changes.')).toBeVisible();

    await openPanel(page, 'Chat');
    const chat = page.getByTestId('chat-panel');
    const box = chat.getByRole('textbox', { name: 'Message', exact: true });
    await box.fill('BROKEN question');
    await box.press('Enter');
    await expect(chat.locator('.chat-message--error')).toHaveText(/^AssistantError: .+/, { timeout: 15_000 });
    await saveScreenshot(page, 'assistant-chat-error');
    await expectAccessible(page);
  });
});
