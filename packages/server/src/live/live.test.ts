import {
  LIVE_CLOSE_REVOKED,
  MAX_LIVE_MESSAGE_BYTES,
  WORKSPACE_MESSAGES,
  type WorkspaceRole,
} from '@specwright/core';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { specRows, workspaceMembers } from '../db/schema.js';
import { buildTestApp } from '../test/app.js';
import type { SignedInTestUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { LiveTestClient, liveUrl } from '../test/live-client.js';
import { type LiveWorkspace, liveWorkspace } from '../test/live-workspace.js';

describeEachDatabase('the live channel', (database) => {
  let app: App;
  let url: string;
  let team: LiveWorkspace;
  const open: LiveTestClient[] = [];

  beforeAll(async () => {
    app = await buildTestApp(database());
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = liveUrl(app);
    team = await liveWorkspace(database().db, [app]);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await app.close();
  });

  async function connect(user: SignedInTestUser | null): Promise<LiveTestClient> {
    const client = await LiveTestClient.open(url, user?.client);
    open.push(client);
    return client;
  }

  async function joined(user: SignedInTestUser, specId = team.specId) {
    const client = await connect(user);
    await client.next('hello');
    client.send({ t: 'join', specId });
    return { client, joined: await client.next('joined') };
  }

  async function cellOf(rowId: string, field: string, specId = team.specId) {
    const [row] = await database()
      .db.select({ data: specRows.data })
      .from(specRows)
      .where(and(eq(specRows.specId, specId), eq(specRows.rowId, rowId)));
    return (row?.data as Record<string, unknown> | undefined)?.[field];
  }

  it('closes a connection without a session (4401) and refuses another site', async () => {
    const client = await connect(null);
    expect((await client.closing()).code).toBe(4401);
    await expect(LiveTestClient.open(url, team.members.owner.client, 'https://evil.example')).rejects.toThrow(
      /403/,
    );
  });

  it.each([
    ['owner', true],
    ['editor', true],
    ['reviewer', false],
    ['viewer', false],
  ] as const)('lets the %s join, and edit: %s', async (role: WorkspaceRole, edits: boolean) => {
    const { client, joined: answer } = await joined(team.members[role]);
    expect(answer).toMatchObject({ t: 'joined', specId: team.specId, role, reload: false, changes: [] });
    const value = `Set by the ${role}`;
    const before = await cellOf('r3', 'priority');
    client.send({
      t: 'edit',
      specId: team.specId,
      seq: 1,
      ops: [{ op: 'cell', rowId: 'r3', field: 'priority', base: before as string, value }],
    });
    if (edits) {
      const { change } = await client.next('change', (message) => message.change.seq === 1);
      expect(change.ops).toEqual([{ op: 'cell', rowId: 'r3', field: 'priority', base: before, value }]);
      expect(await cellOf('r3', 'priority')).toBe(value);
    } else {
      const refused = await client.next('refused');
      expect(refused).toMatchObject({ seq: 1, status: 403, message: WORKSPACE_MESSAGES.editRefused });
      expect(await cellOf('r3', 'priority')).toBe(before);
    }
    client.send({
      t: 'presence',
      specId: team.specId,
      spot: { rowId: 'r1', field: 'description', editing: false },
    });
    const hello = await client.next('hello');
    const presence = await client.next('presence', (message) =>
      message.peers.some((peer) => peer.clientId === hello.clientId && peer.spot?.rowId === 'r1'),
    );
    const self = presence.peers.find((peer) => peer.clientId === hello.clientId);
    expect(self).toMatchObject({
      userId: team.members[role].id,
      initials: expect.stringMatching(/^[A-Z0-9?]{1,2}$/),
    });
    expect(self?.colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('refuses everything of a spec to someone outside its workspace (404), and keeps nothing', async () => {
    const client = await connect(team.outsider);
    client.send({ t: 'join', specId: team.specId });
    expect(await client.next('refused')).toMatchObject({ status: 404, specId: team.specId });
    client.send({ t: 'edit', specId: team.specId, seq: 7, ops: [{ op: 'removeRow', rowId: 'r2' }] });
    expect(await client.next('refused', (message) => message.seq === 7)).toMatchObject({ status: 404 });
    client.send({ t: 'presence', specId: team.specId, spot: null });
    await client.next('refused', (message) => message.seq === null && message.status === 404, { from: 2 });
    expect(await cellOf('r2', 'req_id')).toBe('REQ-2');
  });

  it('answers bad JSON and bad shapes with 400, a message too large with 413 and closes', async () => {
    const client = await connect(team.members.editor);
    client.sendRaw('{not json');
    expect(await client.next('refused')).toMatchObject({
      status: 400,
      message: 'The message is not valid JSON.',
    });
    client.send({ t: 'edit', specId: team.specId, seq: 3, ops: [] });
    expect(await client.next('refused', (message) => message.seq === 3)).toMatchObject({ status: 400 });
    client.send({
      t: 'edit',
      specId: team.specId,
      seq: 4,
      ops: [{ op: 'cell', rowId: 'r1', field: 'id', value: 'x' }],
    });
    expect(await client.next('refused', (message) => message.seq === 4)).toMatchObject({ status: 400 });
    client.sendRaw('x'.repeat(MAX_LIVE_MESSAGE_BYTES + 10));
    expect(await client.next('refused', (message) => message.status === 413)).toBeTruthy();
    expect((await client.closing()).code).toBe(1009);
  });

  it('keeps both edits of two editors at once: different cells, and the same text', async () => {
    const owner = await joined(team.members.owner);
    const editor = await joined(team.members.editor);
    const base = await cellOf('r1', 'description');
    const first = (base as string).replace('a user', 'an administrator');
    const second = (base as string).replace('within 1 second', 'within 2 seconds');
    owner.client.send({
      t: 'edit',
      specId: team.specId,
      seq: 10,
      ops: [
        { op: 'cell', rowId: 'r1', field: 'description', base: base as string, value: first },
        { op: 'cell', rowId: 'r2', field: 'priority', base: 'low', value: 'medium' },
      ],
    });
    editor.client.send({
      t: 'edit',
      specId: team.specId,
      seq: 10,
      ops: [
        { op: 'cell', rowId: 'r1', field: 'description', base: base as string, value: second },
        { op: 'cell', rowId: 'r1', field: 'req_id', base: 'REQ-1', value: 'REQ-100' },
      ],
    });
    const expected = (base as string)
      .replace('a user', 'an administrator')
      .replace('within 1 second', 'within 2 seconds');
    for (const side of [owner, editor]) {
      await side.client.next(
        'change',
        (message) =>
          message.change.clientId !== null &&
          message.change.seq === 10 &&
          message.change.by?.userId === team.members.editor.id,
      );
      await side.client.next(
        'change',
        (message) => message.change.seq === 10 && message.change.by?.userId === team.members.owner.id,
      );
    }
    expect(await cellOf('r1', 'description')).toBe(expected);
    expect(await cellOf('r2', 'priority')).toBe('medium');
    expect(await cellOf('r1', 'req_id')).toBe('REQ-100');
  });

  it('lets the later value win over one it cannot merge, and says whose it replaced', async () => {
    const owner = await joined(team.members.owner);
    owner.client.send({
      t: 'edit',
      specId: team.specId,
      seq: 20,
      ops: [{ op: 'cell', rowId: 'r3', field: 'score', base: null, value: 40 }],
    });
    await owner.client.next('change', (message) => message.change.seq === 20);
    const editor = await joined(team.members.editor);
    editor.client.send({
      t: 'edit',
      specId: team.specId,
      seq: 21,
      ops: [{ op: 'cell', rowId: 'r3', field: 'score', base: null, value: 55 }],
    });
    const { change } = await owner.client.next('change', (message) => message.change.seq === 21);
    expect(change.ops?.[0]).toMatchObject({ value: 55, replaced: { value: 40 } });
    expect(await cellOf('r3', 'score')).toBe(55);
    const answer = await team.members.viewer.client.get(`/api/specs/${team.specId}/rows/r3/change`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ changed_by: { id: team.members.editor.id } });
    expect((await team.outsider.client.get(`/api/specs/${team.specId}/rows/r3/change`)).statusCode).toBe(404);
  });

  it('inserts, moves and removes rows keeping every place and rowOrder in step', async () => {
    const { client } = await joined(team.members.editor);
    client.send({
      t: 'edit',
      specId: team.specId,
      seq: 30,
      ops: [
        { op: 'insertRow', row: { id: 'n1', rowOrder: 1, description: 'New' }, after: 'c1' },
        { op: 'moveRow', rowId: 'r3', after: null },
        { op: 'removeRow', rowId: 'r2' },
        { op: 'cell', rowId: 'r2', field: 'priority', value: 'gone' },
      ],
    });
    const { change } = await client.next('change', (message) => message.change.seq === 30);
    expect(change.ops?.map((op) => op.op)).toEqual(['insertRow', 'moveRow', 'removeRow']);
    const rows = await database()
      .db.select({ id: specRows.rowId, position: specRows.position, data: specRows.data })
      .from(specRows)
      .where(eq(specRows.specId, team.specId))
      .orderBy(asc(specRows.position));
    expect(rows.map((row) => row.id)).toEqual(['r3', 'c1', 'n1', 'r1']);
    for (const row of rows) expect((row.data as { rowOrder: number }).rowOrder).toBe(row.position);
    const read = await team.members.owner.client.get(`/api/specs/${team.specId}`);
    expect(read.json().spec.data.rows.map((row: { id: string }) => row.id)).toEqual(['r3', 'c1', 'n1', 'r1']);
  });

  it('sends the changes after a version on join, and reload when they are no longer all kept', async () => {
    const { client, joined: first } = await joined(team.members.editor);
    client.send({
      t: 'edit',
      specId: team.specId,
      seq: 40,
      ops: [{ op: 'cell', rowId: 'r1', field: 'priority', value: 'p1' }],
    });
    client.send({
      t: 'edit',
      specId: team.specId,
      seq: 41,
      ops: [{ op: 'cell', rowId: 'r1', field: 'priority', value: 'p2' }],
    });
    await client.next('change', (message) => message.change.seq === 41);
    const later = await connect(team.members.viewer);
    later.send({ t: 'join', specId: team.specId, since: first.version });
    const resumed = await later.next('joined');
    expect(resumed.reload).toBe(false);
    expect(resumed.changes.map((change) => change.seq)).toEqual([40, 41]);
    const far = await connect(team.members.viewer);
    far.send({ t: 'join', specId: team.specId, since: 0 });
    expect((await far.next('joined')).reload).toBe(true);
  });

  it('refuses messages sent faster than the limit (429)', async () => {
    const client = await connect(team.members.viewer);
    for (let index = 0; index < 200; index += 1) client.send({ t: 'ping' });
    expect(await client.next('refused', (message) => message.status === 429)).toBeTruthy();
  });

  it('tells a member of a new role, and ends the connection of a member removed within a second', async () => {
    const { client } = await joined(team.members.reviewer);
    await database()
      .db.update(workspaceMembers)
      .set({ role: 'editor' })
      .where(
        and(
          eq(workspaceMembers.workspaceId, team.workspaceId),
          eq(workspaceMembers.userId, team.members.reviewer.id),
        ),
      );
    expect(await client.next('role')).toMatchObject({ role: 'editor' });
    const removedAt = Date.now();
    await database()
      .db.delete(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspaceId, team.workspaceId),
          eq(workspaceMembers.userId, team.members.reviewer.id),
        ),
      );
    expect(await client.next('revoked')).toMatchObject({ message: WORKSPACE_MESSAGES.removed });
    const closed = await client.closing();
    expect(closed.code).toBe(LIVE_CLOSE_REVOKED);
    expect(closed.at - removedAt).toBeLessThan(1000);
  });
});
