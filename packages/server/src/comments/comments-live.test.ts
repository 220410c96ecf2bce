import type { CommentThread } from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import type { SignedInTestUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { LiveTestClient, liveUrl } from '../test/live-client.js';
import { type LiveWorkspace, liveWorkspace } from '../test/live-workspace.js';

describeEachDatabase('comment threads on the live channel', (database) => {
  let app: App;
  let team: LiveWorkspace;
  const open: LiveTestClient[] = [];

  beforeAll(async () => {
    app = await buildTestApp(database());
    await app.listen({ port: 0, host: '127.0.0.1' });
    team = await liveWorkspace(database().db, [app]);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await app.close();
  });

  async function joined(user: SignedInTestUser): Promise<LiveTestClient> {
    const client = await LiveTestClient.open(liveUrl(app), user.client);
    open.push(client);
    await client.next('hello');
    client.send({ t: 'join', specId: team.specId });
    await client.next('joined');
    return client;
  }

  it('sends a new thread, a reply and a resolution to every connection in the spec, viewers too', async () => {
    const [owner, viewer] = await Promise.all([joined(team.members.owner), joined(team.members.viewer)]);
    const asked = await team.members.reviewer.client.post(`/api/specs/${team.specId}/comments`, {
      row_id: 'r1',
      kind: 'question',
      body: 'Which log?',
    });
    const { thread } = asked.json<{ thread: CommentThread }>();
    for (const client of [owner, viewer]) {
      const sent = await client.next('thread', (message) => message.thread.id === thread.id);
      expect(sent).toEqual({ t: 'thread', specId: team.specId, thread });
    }

    await team.members.owner.client.post(`/api/specs/${team.specId}/comments/${thread.id}/replies`, {
      body: 'The audit log.',
    });
    const replied = await viewer.next('thread', (message) => message.thread.replies.length === 1);
    expect(replied.thread.replies[0]).toMatchObject({ body: 'The audit log.' });

    await team.members.reviewer.client.request('PATCH', `/api/specs/${team.specId}/comments/${thread.id}`, {
      status: 'resolved',
    });
    const resolved = await owner.next('thread', (message) => message.thread.status === 'resolved');
    expect(resolved.thread.resolved_by).toMatchObject({ id: team.members.reviewer.id });
  });
});
