import {
  applyCommand,
  createRequirementFile,
  importSpec,
  liveOpsBetween,
  type RequirementFile,
  type SpecLink,
} from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import type { SignedInTestUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { LiveTestClient, liveUrl } from '../test/live-client.js';
import { type LiveWorkspace, liveWorkspace } from '../test/live-workspace.js';

const verifies: SpecLink = { from: 'r3', to: 'r1', type: 'verifies' };
const refines: SpecLink = { from: 'r2', to: 'r3', type: 'refines' };

describeEachDatabase('suspect links of a live edit', (database) => {
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

  async function joined(user: SignedInTestUser) {
    const client = await LiveTestClient.open(liveUrl(app), user.client);
    open.push(client);
    await client.next('hello');
    client.send({ t: 'join', specId: team.specId });
    await client.next('joined');
    return client;
  }

  async function stored(): Promise<RequirementFile> {
    const answer = await team.members.owner.client.get(`/api/specs/${team.specId}`);
    const imported = importSpec(answer.json<{ spec: { data: unknown } }>().spec.data);
    if (!imported.ok) throw new Error(imported.message);
    return createRequirementFile(imported.spec, { id: team.specId, title: 'Live spec' });
  }

  async function sendEdit(
    client: LiveTestClient,
    seq: number,
    before: RequirementFile,
    after: RequirementFile,
  ) {
    client.send({ t: 'edit', specId: team.specId, seq, ops: liveOpsBetween(before, after) });
    return (await client.next('change', (message) => message.change.seq === seq)).change;
  }

  it('stores the marks an edit of a row’s text sets, tells the others, and stores their clearing', async () => {
    const owner = await joined(team.members.owner);
    const editor = await joined(team.members.editor);
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
