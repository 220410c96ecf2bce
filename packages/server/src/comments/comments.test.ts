import {
  COMMENT_MESSAGES,
  type CommentThread,
  MAX_COMMENTS_PER_SPEC,
  MAX_REPLIES_PER_THREAD,
  SPEC_MESSAGES,
  WORKSPACE_MESSAGES,
  type WorkspaceRole,
} from '@specwright/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { specAudit } from '../db/schema.js';
import { buildTestApp } from '../test/app.js';
import type { SignedInTestUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { keepSpec, type LiveWorkspace, liveWorkspace } from '../test/live-workspace.js';

type Caller = WorkspaceRole | 'outsider';
const COMMENTERS: Record<Caller, boolean> = {
  owner: true,
  editor: true,
  reviewer: true,
  viewer: false,
  outsider: false,
};

describeEachDatabase('comments on requirements', (database) => {
  let app: App;
  let team: LiveWorkspace;
  const as = (caller: Caller): SignedInTestUser =>
    caller === 'outsider' ? team.outsider : team.members[caller];
  const url = (suffix = '', specId = team.specId) => `/api/specs/${specId}/comments${suffix}`;

  beforeAll(async () => {
    app = await buildTestApp(database());
    team = await liveWorkspace(database().db, [app]);
  });
  afterAll(() => app.close());

  async function ask(caller: Caller, body: Record<string, unknown>, specId = team.specId) {
    return as(caller).client.post(url('', specId), body);
  }

  async function question(): Promise<CommentThread> {
    const answer = await ask('reviewer', { row_id: 'r3', kind: 'question', body: 'Which columns?' });
    expect(answer.statusCode).toBe(201);
    return answer.json<{ thread: CommentThread }>().thread;
  }

  const patch = (caller: Caller, threadId: string, body: unknown) =>
    as(caller).client.request('PATCH', url(`/${threadId}`), body);

  describe.each(Object.entries(COMMENTERS) as [Caller, boolean][])('as %s', (caller, comments) => {
    const refused = caller === 'outsider' ? 404 : 403;
    const refusal = caller === 'outsider' ? SPEC_MESSAGES.notFound : COMMENT_MESSAGES.cannotComment;

    it(`lists threads: ${caller === 'outsider' ? 404 : 200}`, async () => {
      const thread = await question();
      const answer = await as(caller).client.get(url());
      if (caller === 'outsider') {
        expect(answer.statusCode).toBe(404);
        return;
      }
      expect(answer.statusCode).toBe(200);
      const listed = answer.json<{ threads: CommentThread[] }>().threads;
      expect(listed.find((found) => found.id === thread.id)).toMatchObject({
        kind: 'question',
        body: 'Which columns?',
        status: 'open',
        author: { id: team.members.reviewer.id },
        replies: [],
      });
    });

    it(`creates, replies, resolves and reopens: ${comments}`, async () => {
      const thread = await question();
      const created = await ask(caller, { row_id: 'r1', kind: 'comment', body: `From the ${caller}` });
      const replied = await as(caller).client.post(url(`/${thread.id}/replies`), { body: 'Every one.' });
      const resolved = await patch(caller, thread.id, { status: 'resolved' });
      const reopened = await patch(caller, thread.id, { status: 'open' });
      if (!comments) {
        for (const answer of [created, replied, resolved, reopened]) {
          expect(answer.statusCode).toBe(refused);
          expect(answer.json()).toMatchObject({ message: refusal });
        }
        return;
      }
      expect(created.statusCode).toBe(201);
      expect(replied.statusCode).toBe(201);
      expect(replied.json<{ thread: CommentThread }>().thread.replies).toMatchObject([
        { body: 'Every one.', author: { id: as(caller).id } },
      ]);
      expect(resolved.json<{ thread: CommentThread }>().thread).toMatchObject({
        status: 'resolved',
        resolved_by: { id: as(caller).id },
      });
      expect(reopened.json<{ thread: CommentThread }>().thread).toMatchObject({
        status: 'open',
        resolved_by: null,
        resolved_at: null,
      });
    });

    it('accepts a proposed change only with the edit right', async () => {
      const proposed = await ask('reviewer', {
        row_id: 'r2',
        kind: 'proposal',
        body: 'Measurable, please.',
        proposed_text: 'The system shall answer within 200 ms.',
      });
      const { thread } = proposed.json<{ thread: CommentThread }>();
      const answer = await patch(caller, thread.id, { accepted: true });
      if (caller === 'owner' || caller === 'editor') {
        expect(answer.statusCode).toBe(200);
        expect(answer.json<{ thread: CommentThread }>().thread).toMatchObject({
          status: 'resolved',
          accepted_by: { id: as(caller).id },
          proposed_text: 'The system shall answer within 200 ms.',
        });
        const again = await patch(caller, thread.id, { accepted: true });
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({ message: COMMENT_MESSAGES.alreadyAccepted });
      } else {
        expect(answer.statusCode).toBe(caller === 'outsider' ? 404 : 403);
        expect(answer.json().message).toBe(
          caller === 'outsider' ? SPEC_MESSAGES.notFound : WORKSPACE_MESSAGES.editRefused,
        );
      }
    });
  });

  it('refuses to accept what is not a proposed change', async () => {
    const thread = await question();
    const answer = await patch('owner', thread.id, { accepted: true });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: COMMENT_MESSAGES.notProposal });
  });

  it('answers 404 for a row not in the spec, an unknown thread and another user’s personal spec', async () => {
    const noRow = await ask('owner', { row_id: 'gone', kind: 'comment', body: 'Hello' });
    expect(noRow.statusCode).toBe(404);
    expect(noRow.json()).toMatchObject({ error: 'Not Found', message: COMMENT_MESSAGES.rowNotFound });
    const missing = '00000000-0000-4000-8000-000000000000';
    const noThread = await team.members.owner.client.post(url(`/${missing}/replies`), { body: 'Hi' });
    expect(noThread.json()).toMatchObject({ message: COMMENT_MESSAGES.notFound });
    const personal = await keepSpec(team.outsider, 'Private');
    const foreign = await ask('owner', { row_id: 'r1', kind: 'comment', body: 'Hi' }, personal);
    expect(foreign.statusCode).toBe(404);
    const keeper = await ask('outsider', { row_id: 'r1', kind: 'issue', body: 'Mine' }, personal);
    expect(keeper.statusCode).toBe(201);
  });

  it('validates with the contract’s messages', async () => {
    const empty = await ask('owner', { row_id: 'r1', kind: 'comment', body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(COMMENT_MESSAGES.empty);
    const long = await ask('owner', { row_id: 'r1', kind: 'comment', body: 'x'.repeat(10_001) });
    expect(long.body).toContain(COMMENT_MESSAGES.tooLong);
    const bare = await ask('owner', { row_id: 'r1', kind: 'proposal', body: 'Change it' });
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain(COMMENT_MESSAGES.proposalNeedsText);
    const kind = await ask('owner', { row_id: 'r1', kind: 'praise', body: 'Nice' });
    expect(kind.statusCode).toBe(400);
  });

  it('records each write in the audit trail', async () => {
    const thread = await question();
    await patch('owner', thread.id, { status: 'resolved' });
    const entries = await database()
      .db.select({ detail: specAudit.detail, action: specAudit.action })
      .from(specAudit)
      .where(and(eq(specAudit.specId, team.specId), eq(specAudit.rowId, 'r3')))
      .orderBy(desc(specAudit.id))
      .limit(2);
    expect(entries).toEqual([
      { action: 'commented', detail: 'Resolved question on REQ-3: Which columns?' },
      { action: 'commented', detail: 'Question on REQ-3: Which columns?' },
    ]);
  });

  it('stops at the most replies of a thread and comments of a spec', async () => {
    const thread = await question();
    await database().db.execute(sql`
      insert into spec_comments (spec_id, thread_id, row_id, body)
      select ${team.specId}, ${thread.id}, 'r3', 'Reply ' || n from generate_series(1, ${MAX_REPLIES_PER_THREAD}) n`);
    const reply = await team.members.owner.client.post(url(`/${thread.id}/replies`), { body: 'One more' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ message: COMMENT_MESSAGES.tooManyReplies });

    const spec = await keepSpec(team.members.owner, 'Busy');
    await database().db.execute(sql`
      insert into spec_comments (spec_id, row_id, body)
      select ${spec}, 'r1', 'Note ' || n from generate_series(1, ${MAX_COMMENTS_PER_SPEC}) n`);
    const more = await ask('owner', { row_id: 'r1', kind: 'comment', body: 'One more' }, spec);
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ message: COMMENT_MESSAGES.tooMany });
  });
});
