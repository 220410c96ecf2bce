import { type Inbox, readSpecUrl } from '@specwright/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { specs, user } from '../db/schema.js';
import { buildTestApp, testConfig, useAppWithMailServer } from '../test/app.js';
import type { SignedInTestUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { keepSpec, type LiveWorkspace, liveWorkspace } from '../test/live-workspace.js';

const NAMES = {
  owner: 'Olga Owner',
  editor: 'Ed',
  reviewer: 'Rita Reviewer',
  viewer: 'Vic',
  outsider: 'Otto',
};

describeEachDatabase('mentions and the inbox', (database) => {
  const { app, smtp } = useAppWithMailServer(database);
  let team: LiveWorkspace;
  const comments = (specId = team.specId) => `/api/specs/${specId}/comments`;
  const inboxOf = async (member: SignedInTestUser) => (await member.client.get('/api/inbox')).json<Inbox>();

  beforeAll(async () => {
    team = await liveWorkspace(database().db, [app()]);
    const people = { ...team.members, outsider: team.outsider };
    for (const [role, person] of Object.entries(people)) {
      await database()
        .db.update(user)
        .set({ name: NAMES[role as keyof typeof NAMES] })
        .where(eq(user.id, person.id));
    }
  });

  it('puts a mention in the inbox of each member named, not the writer nor an outsider, and mails them', async () => {
    const { editor, reviewer, viewer } = team.members;
    const body = 'Could @rita reviewer and @Vic check this? @Ed and @Otto too.';
    const created = await editor.client.post(comments(), { row_id: 'r2', kind: 'question', body });
    expect(created.statusCode, created.body).toBe(201);
    const threadId = created.json<{ thread: { id: string } }>().thread.id;

    const inbox = await inboxOf(reviewer);
    expect(inbox.unread).toBe(1);
    expect(inbox.items).toEqual([
      expect.objectContaining({
        kind: 'mention',
        spec_id: team.specId,
        spec_title: 'Live spec',
        row_id: 'r2',
        comment_id: threadId,
        by: { id: editor.id, name: 'Ed' },
        excerpt: body,
        read_at: null,
      }),
    ]);
    expect((await inboxOf(viewer)).unread).toBe(1);
    expect((await inboxOf(editor)).items).toEqual([]);
    expect((await inboxOf(team.outsider)).items).toEqual([]);

    const mail = await smtp().waitFor(
      (received) => received.to.includes(reviewer.email) && received.subject.includes('mentioned you'),
    );
    expect(mail.subject).toBe('Ed mentioned you in Live spec on Specwright');
    expect(mail.text).toContain('Could @rita reviewer and @Vic check this?');
    const link = new URL(/http:\/\/\S+/.exec(mail.text)?.[0] ?? '');
    expect(readSpecUrl(link)).toEqual({ specId: team.specId, rowId: 'r2' });
  });

  it('tells of a mention in a reply, and marks only the caller’s own items read', async () => {
    const { owner, reviewer, viewer } = team.members;
    const thread = await owner.client.post(comments(), { row_id: 'r1', kind: 'comment', body: 'Fine.' });
    const threadId = thread.json<{ thread: { id: string } }>().thread.id;
    const replied = await owner.client.post(`${comments()}/${threadId}/replies`, {
      body: '@Rita Reviewer, @VIC: see the reply.',
    });
    expect(replied.statusCode, replied.body).toBe(201);

    const viewerItems = (await inboxOf(viewer)).items;
    const reply = viewerItems[0];
    expect(reply).toMatchObject({
      row_id: 'r1',
      by: { name: 'Olga Owner' },
      excerpt: '@Rita Reviewer, @VIC: see the reply.',
    });
    expect(reply?.comment_id).not.toBe(threadId);

    const others = await reviewer.client.post('/api/inbox/read', { ids: viewerItems.map((item) => item.id) });
    expect(others.json()).toEqual({ unread: 2 });
    expect((await inboxOf(viewer)).unread).toBe(2);

    const one = await viewer.client.post('/api/inbox/read', { ids: [reply?.id] });
    expect(one.json()).toEqual({ unread: 1 });
    const after = await inboxOf(viewer);
    expect(after.items.find((item) => item.id === reply?.id)?.read_at).toEqual(expect.stringMatching(/./));

    expect((await viewer.client.post('/api/inbox/read', { all: true })).json()).toEqual({ unread: 0 });
    expect((await inboxOf(reviewer)).unread).toBe(2);
  });

  it('mentions no one in a personal spec', async () => {
    const { owner } = team.members;
    const personal = await keepSpec(owner, 'Mine');
    const created = await owner.client.post(comments(personal), {
      row_id: 'r1',
      kind: 'comment',
      body: '@Rita Reviewer look.',
    });
    expect(created.statusCode).toBe(201);
    expect((await inboxOf(team.members.reviewer)).items.map((item) => item.spec_id)).not.toContain(personal);
  });

  it('lists no item of a spec the caller may no longer open', async () => {
    const { editor, viewer } = team.members;
    const otherSpec = await keepSpec(team.members.owner, 'Leaving');
    await database().db.update(specs).set({ workspaceId: team.workspaceId }).where(eq(specs.id, otherSpec));
    await editor.client.post(comments(otherSpec), { row_id: 'r1', kind: 'issue', body: '@Vic here.' });
    expect((await inboxOf(viewer)).items.map((item) => item.spec_title)).toContain('Leaving');
    await database().db.update(specs).set({ workspaceId: null }).where(eq(specs.id, otherSpec));
    const inbox = await inboxOf(viewer);
    expect(inbox.items.map((item) => item.spec_title)).not.toContain('Leaving');
    expect(inbox.unread).toBe(inbox.items.filter((item) => item.read_at === null).length);
  });

  describe('refusals', () => {
    it('answers 401 signed out and 400 for a body that is not ids or all', async () => {
      expect((await app().inject({ url: '/api/inbox' })).statusCode).toBe(401);
      const signedOut = await app().inject({
        method: 'POST',
        url: '/api/inbox/read',
        payload: { all: true },
      });
      expect(signedOut.statusCode).toBe(401);
      const { viewer } = team.members;
      for (const body of [{}, { ids: ['not-a-uuid'] }, { ids: [], all: true }, { all: false }]) {
        const answer = await viewer.client.post('/api/inbox/read', body);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
        expect(answer.json().message).toEqual(expect.stringMatching(/./));
      }
    });
  });

  it('stores the comment and the mention when the mail cannot be sent', async () => {
    const unreachable = await buildTestApp(database(), testConfig({ SMTP_URL: 'smtp://127.0.0.1:9' }));
    try {
      const { editor, viewer } = team.members;
      const before = (await inboxOf(viewer)).unread;
      const created = await unreachable.inject({
        method: 'POST',
        url: comments(),
        headers: { authorization: `Bearer ${editor.token}` },
        payload: { row_id: 'r3', kind: 'comment', body: '@Vic, no mail reaches you today.' },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect((await inboxOf(viewer)).unread).toBe(before + 1);
    } finally {
      await unreachable.close();
    }
  });
});
