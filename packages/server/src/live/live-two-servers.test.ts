import type { CommentThread, LiveOp } from '@specwright/core';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { type DatabaseConnection, openDatabase } from '../db/client.js';
import { specRows } from '../db/schema.js';
import { testConfig } from '../test/app.js';
import { createEmptyPostgresDatabase, type PostgresTestDatabase, testDatabaseUrl } from '../test/database.js';
import { LiveTestClient, liveUrl } from '../test/live-client.js';
import { type LiveWorkspace, liveWorkspace } from '../test/live-workspace.js';
import { type ServerChild, startServerChild } from '../test/server-child.js';

/** Two servers on one new PostgreSQL database, as behind a load balancer, each with its own live clients. */
describe.runIf(testDatabaseUrl)('the live channel across two servers on one PostgreSQL', () => {
  let database: PostgresTestDatabase;
  let connection: DatabaseConnection;
  let first: App;
  let second: App;
  let team: LiveWorkspace;
  const open: LiveTestClient[] = [];

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(testDatabaseUrl ?? '');
    const config = testConfig({ DATABASE_URL: database.url });
    [first, second] = await Promise.all([
      buildApp(config, { logger: false }),
      buildApp(config, { logger: false }),
    ]);
    await Promise.all([
      first.listen({ port: 0, host: '127.0.0.1' }),
      second.listen({ port: 0, host: '127.0.0.1' }),
    ]);
    connection = await openDatabase(config);
    team = await liveWorkspace(connection.db, [first, second]);
  }, 60_000);
  afterAll(async () => {
    for (const client of open) client.close();
    await first?.close();
    await second?.close();
    await connection?.close();
    await database?.drop();
  });

  async function joinOn(url: string, browser: LiveWorkspace['outsider'], since?: number) {
    const client = await LiveTestClient.open(url, browser.client);
    open.push(client);
    const hello = await client.next('hello');
    client.send({ t: 'join', specId: team.specId, ...(since === undefined ? {} : { since }) });
    return { client, hello, joined: await client.next('joined') };
  }

  it("sends each server's edits and presence to the other's clients", async () => {
    const owner = await joinOn(liveUrl(first), team.members.owner);
    const editor = await joinOn(liveUrl(second), team.members.editor);
    owner.client.send({
      t: 'edit',
      specId: team.specId,
      seq: 1,
      ops: [{ op: 'cell', rowId: 'r2', field: 'priority', base: 'low', value: 'high' }],
    });
    const arrived = await editor.client.next(
      'change',
      (message) => message.change.clientId === owner.hello.clientId,
    );
    expect(arrived.change.ops).toEqual([
      { op: 'cell', rowId: 'r2', field: 'priority', base: 'low', value: 'high' },
    ]);
    editor.client.send({
      t: 'edit',
      specId: team.specId,
      seq: 1,
      ops: [{ op: 'cell', rowId: 'r3', field: 'priority', base: 'high', value: 'low' }],
    });
    await owner.client.next('change', (message) => message.change.clientId === editor.hello.clientId);

    editor.client.send({
      t: 'presence',
      specId: team.specId,
      spot: { rowId: 'r3', field: 'priority', editing: true },
    });
    const seen = await owner.client.next('presence', (message) =>
      message.peers.some((peer) => peer.clientId === editor.hello.clientId && peer.spot?.editing === true),
    );
    expect(seen.peers.map((peer) => peer.userId).sort()).toEqual(
      [team.members.owner.id, team.members.editor.id].sort(),
    );
    editor.client.close();
    await owner.client.next(
      'presence',
      (message) => message.peers.every((peer) => peer.clientId !== editor.hello.clientId),
      { from: owner.client.received.indexOf(seen) + 1 },
    );
  });

  it("sends a thread written on one server to the other's clients in the spec", async () => {
    const watcher = await joinOn(liveUrl(second), team.members.viewer);
    const asked = await first.inject({
      method: 'POST',
      url: `/api/specs/${team.specId}/comments`,
      headers: { authorization: `Bearer ${team.members.reviewer.token}` },
      payload: { row_id: 'r2', kind: 'issue', body: 'Not measurable.' },
    });
    expect(asked.statusCode).toBe(201);
    const { thread } = asked.json<{ thread: CommentThread }>();
    const sent = await watcher.client.next('thread', (message) => message.thread.id === thread.id);
    expect(sent.thread).toEqual(thread);
  });

  it('keeps every acknowledged edit when one of two server processes is killed, the client going on on the other', async () => {
    const servers: ServerChild[] = await Promise.all([
      startServerChild(database.url),
      startServerChild(database.url),
    ]);
    try {
      const [doomed, survivor] = servers as [ServerChild, ServerChild];
      const wsOf = (server: ServerChild) => `ws://127.0.0.1:${server.port}/api/live`;
      const onDoomed = await joinOn(wsOf(doomed), team.members.editor);
      const watcher = await joinOn(wsOf(survivor), team.members.viewer);
      const acknowledged = new Set<string>();
      const insert = (index: number): LiveOp => ({
        op: 'insertRow',
        row: { id: `k${index}`, rowOrder: 1, tempChangeStatus: 'unchanged', description: `Edit ${index}` },
        after: 'r3',
      });
      let lastVersion = onDoomed.joined.version;
      for (let index = 1; index <= 40; index += 1) {
        onDoomed.client.send({ t: 'edit', specId: team.specId, seq: index, ops: [insert(index)] });
        if (index === 25) await doomed.kill();
        if (index >= 25) continue;
        const { change } = await onDoomed.client.next('change', (message) => message.change.seq === index);
        acknowledged.add(`k${index}`);
        lastVersion = change.version;
      }
      // The client reconnects to the other server, catches up and sends its unacknowledged edits again.
      const resumed = await joinOn(wsOf(survivor), team.members.editor, lastVersion);
      expect(resumed.joined.reload).toBe(false);
      for (let index = 25; index <= 40; index += 1) {
        resumed.client.send({ t: 'edit', specId: team.specId, seq: index, ops: [insert(index)] });
        await resumed.client.next('change', (message) => message.change.seq === index);
        acknowledged.add(`k${index}`);
      }
      await watcher.client.next(
        'change',
        (message) => message.change.seq === 40 && message.change.clientId === resumed.hello.clientId,
      );
      const kept = await connection.db
        .select({ id: specRows.rowId })
        .from(specRows)
        .where(and(eq(specRows.specId, team.specId), like(specRows.rowId, 'k%')));
      expect(new Set(kept.map((row) => row.id))).toEqual(acknowledged);
    } finally {
      await Promise.all(servers.map((server) => server.kill()));
    }
  }, 120_000);
});
