import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app.js';
import type { DatabaseConnection } from '../db/client.js';
import { buildTestApp } from './app.js';
import type { SignedInTestUser } from './auth-client.js';
import { LiveTestClient, liveUrl } from './live-client.js';
import { type LiveWorkspace, liveWorkspace } from './live-workspace.js';

/** A listening app with a workspace spec, for the suite it is called in; its people join the spec live. */
export interface LiveRoom {
  readonly team: LiveWorkspace;
  /** A live connection of `user` that has joined the spec (closed when the suite ends). */
  joined(user: SignedInTestUser): Promise<LiveTestClient>;
}

export function liveRoom(database: () => DatabaseConnection): LiveRoom {
  let app: App | undefined;
  let team: LiveWorkspace | undefined;
  const open: LiveTestClient[] = [];
  beforeAll(async () => {
    app = await buildTestApp(database());
    await app.listen({ port: 0, host: '127.0.0.1' });
    team = await liveWorkspace(database().db, [app]);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await app?.close();
  });
  const ready = () => {
    if (!app || !team) throw new Error('The live room is not set up yet');
    return { app, team };
  };
  return {
    get team() {
      return ready().team;
    },
    async joined(user) {
      const { app: listening, team: workspace } = ready();
      const client = await LiveTestClient.open(liveUrl(listening), user.client);
      open.push(client);
      await client.next('hello');
      client.send({ t: 'join', specId: workspace.specId });
      await client.next('joined');
      return client;
    },
  };
}
