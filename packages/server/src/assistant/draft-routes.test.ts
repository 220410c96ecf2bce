import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ACCOUNT_MESSAGES,
  DRAFT_MESSAGES,
  type DraftStreamEvent,
  draftResponseSchema,
} from '@specwright/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { analyticsEvents, userActivity } from '../db/schema.js';
import { buildAssistantTestApp, parseServerSentEvents, specText } from '../test/assistant.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { httpError, scriptedModel } from '../test/scripted-model.js';

const DRAFT = '/api/generate/draft';
const draftOf = (kind: string, content = specText(3)) => ({
  kind,
  title: 'Event Log',
  document: { documentId: 'spec-9', format: 'json', content },
});
const streamed = { accept: 'text/event-stream' };
const DESIGN = [
  '# Design: Event Log',
  '## Overview',
  'A logger.',
  'Serves: R1, R2, R3',
  '## Components',
  '### Writer',
  'Serves: R1',
  '## Data model',
  'Serves: R2',
  '## Interfaces',
  'Serves: R3',
  '## Error handling',
  'Serves: R1',
  '## Open questions',
  'None.',
].join('\n');

describeEachDatabase('design and architecture drafts', (database) => {
  const { model, script, calls } = scriptedModel();
  let app: App;
  let user: SignedInTestUser;
  beforeAll(async () => {
    app = await buildAssistantTestApp(database(), { assistantModel: model });
    user = await signUpNewUser(app, 'drafter');
  });
  afterAll(async () => {
    await app.close();
  });

  const activityOf = (action: string) =>
    database()
      .db.select()
      .from(userActivity)
      .where(and(eq(userActivity.userId, user.id), eq(userActivity.action, action)));

  it('answers a design draft as JSON from a prompt naming the sections and the ids, and logs it', async () => {
    script.push({ text: DESIGN });
    const response = await user.client.post(DRAFT, draftOf('design'));
    expect(response.statusCode, response.body).toBe(200);
    expect(draftResponseSchema.parse(response.json())).toEqual({
      kind: 'design',
      fileName: 'design.md',
      markdown: DESIGN,
    });
    const prompt = JSON.stringify(calls.at(-1)?.prompt);
    expect(prompt).toContain('`# Design: Event Log`');
    expect(prompt).toContain(
      'order: Overview, Components, Data model, Interfaces, Error handling, Open questions',
    );
    expect(prompt).toContain('`Serves: <ids>`');
    expect(prompt).toContain('{\\"id\\":\\"R2\\",\\"description\\":\\"The system shall log event 2.\\"');
    expect(prompt).toContain('Write the design.md draft for the specification \\"Event Log\\".');
    expect(await activityOf('design_draft')).toEqual([
      expect.objectContaining({ analysisType: 'design', totalToAnalyze: 0, creditsUsed: 0 }),
    ]);
    const events = await database()
      .db.select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, user.id));
    expect(events).toEqual([
      expect.objectContaining({
        name: 'feature_used',
        properties: expect.objectContaining({ feature: 'design', requirements: 3 }),
      }),
    ]);
  });

  it('streams an architecture draft: start, rising progress by section, deltas, done; logged', async () => {
    const architecture = DESIGN.replace('Design', 'Architecture')
      .replace('Overview', 'Context')
      .replace('Error handling', 'Deployment')
      .replace('Open questions', 'Decisions');
    script.push({ text: architecture });
    const response = await user.client.post(DRAFT, draftOf('architecture'), streamed);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = parseServerSentEvents<DraftStreamEvent>(response.body);
    expect(events[0]).toEqual({ type: 'start', kind: 'architecture', fileName: 'architecture.md' });
    const progress = events.flatMap((event) => (event.type === 'progress' ? [event] : []));
    expect(progress[0]).toEqual({ type: 'progress', percentage: 5, step: 'Starting' });
    expect(progress.map((event) => event.percentage)).toEqual(
      [...progress.map((event) => event.percentage)].sort((a, b) => a - b),
    );
    expect(progress.map((event) => event.step)).toContain('Writing Data model');
    expect(progress.at(-2)).toEqual({ type: 'progress', percentage: 95, step: 'Writing Decisions' });
    expect(progress.at(-1)).toEqual({ type: 'progress', percentage: 100, step: 'Done' });
    const deltas = events.flatMap((event) => (event.type === 'delta' ? [event.text] : []));
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.join('')).toBe(architecture);
    expect(events.at(-1)).toEqual({ type: 'done', markdown: architecture });
    expect(await activityOf('architecture_draft')).toHaveLength(1);
  });

  it('turns model failures into readable errors: a 502 (JSON) or an error event (stream)', async () => {
    script.push('hang');
    const timedOut = await user.client.post(DRAFT, draftOf('design'));
    expect([timedOut.statusCode, timedOut.json()]).toEqual([
      502,
      { error: 'Bad Gateway', message: 'The language model did not answer within 500 ms.' },
    ]);
    script.push({ error: httpError(401, 'Incorrect API key provided: sk-secret') });
    const refused = parseServerSentEvents<DraftStreamEvent>(
      (await user.client.post(DRAFT, draftOf('design'), streamed)).body,
    );
    expect(refused.at(-1)).toEqual({
      type: 'error',
      message: 'The language model provider refused the API key (HTTP 401). Check LLM_API_KEY.',
    });
    expect(JSON.stringify(refused)).not.toContain('sk-secret');
  });

  it('asks for a sign-in, validates the request and refuses a spec without requirements', async () => {
    const callsBefore = calls.length;
    const anonymous = await app.inject({ method: 'POST', url: DRAFT, payload: draftOf('design') });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      401,
      { error: 'Unauthorized', message: ACCOUNT_MESSAGES.signInRequired },
    ]);
    const unknownKind = await user.client.post(DRAFT, draftOf('poem'));
    expect([unknownKind.statusCode, unknownKind.json().error]).toEqual([400, 'Bad Request']);
    const chaptersOnly = JSON.stringify({
      columns: [{ field: 'description' }],
      rows: [{ id: 'C1', description: 'Intro', this_is_a: 'chapter' }],
    });
    const empty = await user.client.post(DRAFT, draftOf('design', chaptersOnly));
    expect([empty.statusCode, empty.json().message]).toEqual([400, DRAFT_MESSAGES.noRequirements]);
    expect(calls.length).toBe(callsBefore);
  });

  it('stops the model call when the client cancels mid-draft, and logs nothing', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    script.push('hang');
    const before = (await activityOf('design_draft')).length;
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: DRAFT,
      method: 'POST',
      agent: false,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', ...streamed },
    });
    request.end(JSON.stringify(draftOf('design')));
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    const [firstChunk] = (await once(response, 'data')) as [Buffer];
    expect(parseServerSentEvents<DraftStreamEvent>(firstChunk.toString('utf8'))[0]?.type).toBe('start');
    request.destroy();
    await expect.poll(() => calls.at(-1)?.abortSignal?.aborted, { timeout: 250 }).toBe(true);
    expect(await activityOf('design_draft')).toHaveLength(before);
  });
});

describeEachDatabase('drafts without a language model', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildAssistantTestApp(database(), { assistantModel: null });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 503 with the one sentence for the user', async () => {
    const user = await signUpNewUser(app, 'no-model');
    const response = await user.client.post(DRAFT, draftOf('architecture'), streamed);
    expect([response.statusCode, response.json()]).toEqual([
      503,
      { error: 'Service Unavailable', message: DRAFT_MESSAGES.noModel },
    ]);
  });
});
