import {
  applyCommand,
  createRequirementFile,
  importSpec,
  liveOpsBetween,
  type RequirementFile,
  type SpecLink,
} from '@specwright/core';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/database.js';
import type { LiveTestClient } from '../test/live-client.js';
import { liveRoom } from '../test/live-room.js';

const verifies: SpecLink = { from: 'r3', to: 'r1', type: 'verifies' };
const refines: SpecLink = { from: 'r2', to: 'r3', type: 'refines' };

describeEachDatabase('suspect links of a live edit', (database) => {
  const room = liveRoom(database);
  const { joined } = room;

  async function stored(): Promise<RequirementFile> {
    const answer = await room.team.members.owner.client.get(`/api/specs/${room.team.specId}`);
    const imported = importSpec(answer.json<{ spec: { data: unknown } }>().spec.data);
    if (!imported.ok) throw new Error(imported.message);
    return createRequirementFile(imported.spec, { id: room.team.specId, title: 'Live spec' });
  }

  async function sendEdit(
    client: LiveTestClient,
    seq: number,
    before: RequirementFile,
    after: RequirementFile,
  ) {
    client.send({ t: 'edit', specId: room.team.specId, seq, ops: liveOpsBetween(before, after) });
    return (await client.next('change', (message) => message.change.seq === seq)).change;
  }

  it('stores the marks an edit of a row’s text sets, tells the others, and stores their clearing', async () => {
    const owner = await joined(room.team.members.owner);
    const editor = await joined(room.team.members.editor);
    const start = await stored();
    const linked = [verifies, refines].reduce(
      (file, link) => applyCommand(file, { type: 'addLink', link }),
      start,
    );
    await sendEdit(owner, 1, start, linked);

    const edited = applyCommand(linked, {
      type: 'editCell',
      rowId: 'r1',
      field: 'description',
      value: 'WHEN a user signs in, the system shall write an audit log entry within 2 seconds.',
    });
    const change = await sendEdit(owner, 2, linked, edited);
    expect(change.ops).toContainEqual({ op: 'link', link: { ...verifies, suspect: true }, present: true });
    const seen = await editor.next('change', (message) => message.change.seq === 2);
    expect(seen.change.ops).toEqual(change.ops);
    expect((await stored()).links).toEqual([{ ...verifies, suspect: true }, refines]);

    const cleared = applyCommand(edited, { type: 'clearSuspectLinks', scope: 'all' });
    await sendEdit(owner, 3, edited, cleared);
    expect((await stored()).links).toEqual([verifies, refines]);
  });
});
