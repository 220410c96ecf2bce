import type { CommentThread } from '@specwright/core';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/database.js';
import { liveRoom } from '../test/live-room.js';

describeEachDatabase('comment threads on the live channel', (database) => {
  const room = liveRoom(database);
  const { joined } = room;

  it('sends a new thread, a reply and a resolution to every connection in the spec, viewers too', async () => {
    const [owner, viewer] = await Promise.all([
      joined(room.team.members.owner),
      joined(room.team.members.viewer),
    ]);
    const asked = await room.team.members.reviewer.client.post(`/api/specs/${room.team.specId}/comments`, {
      row_id: 'r1',
      kind: 'question',
      body: 'Which log?',
    });
    const { thread } = asked.json<{ thread: CommentThread }>();
    for (const client of [owner, viewer]) {
      const sent = await client.next('thread', (message) => message.thread.id === thread.id);
      expect(sent).toEqual({ t: 'thread', specId: room.team.specId, thread });
    }

    await room.team.members.owner.client.post(
      `/api/specs/${room.team.specId}/comments/${thread.id}/replies`,
      {
        body: 'The audit log.',
      },
    );
    const replied = await viewer.next('thread', (message) => message.thread.replies.length === 1);
    expect(replied.thread.replies[0]).toMatchObject({ body: 'The audit log.' });

    await room.team.members.reviewer.client.request(
      'PATCH',
      `/api/specs/${room.team.specId}/comments/${thread.id}`,
      {
        status: 'resolved',
      },
    );
    const resolved = await owner.next('thread', (message) => message.thread.status === 'resolved');
    expect(resolved.thread.resolved_by).toMatchObject({ id: room.team.members.reviewer.id });
  });
});
