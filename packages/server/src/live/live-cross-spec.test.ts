import type { LiveOp } from '@specwright/core';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/database.js';
import { liveRoom } from '../test/live-room.js';
import { keepSpec } from '../test/live-workspace.js';

describeEachDatabase('links across specs in a live edit', (database) => {
  const room = liveRoom(database);

  it('stores a link to a spec the editor reads, and refuses one to a spec they cannot', async () => {
    const { team } = room;
    const editor = await room.joined(team.members.editor);
    const readable = await keepSpec(team.members.editor, 'Editor tests');
    const unreadable = await keepSpec(team.members.owner, 'Owner tests');
    const linkTo = (toSpec: string): LiveOp[] => [
      { op: 'link', link: { from: 'r1', toSpec, to: 'r2', type: 'verifies' }, present: true },
    ];

    editor.send({ t: 'edit', specId: team.specId, seq: 1, ops: linkTo(readable) });
    const change = (await editor.next('change', (message) => message.change.seq === 1)).change;
    expect(change.ops).toEqual(linkTo(readable));

    editor.send({ t: 'edit', specId: team.specId, seq: 2, ops: linkTo(unreadable) });
    const refused = await editor.next('refused', (message) => message.seq === 2);
    expect(refused).toMatchObject({ status: 400, message: expect.stringContaining('cannot open') });

    const stored = await team.members.owner.client.get(`/api/specs/${team.specId}`);
    expect(stored.json().spec.data.links).toEqual([
      { from: 'r1', toSpec: readable, to: 'r2', type: 'verifies' },
    ]);
  });
});
