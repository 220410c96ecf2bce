import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import { MAX_LIVE_MESSAGE_BYTES } from '@specwright/core';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppConfig } from '../config/app-config.js';
import type { DatabaseConnection } from '../db/client.js';
import { CROSS_SITE_REFUSED, isSameSiteRequest } from '../http/cross-site-guard.js';
import { AppError } from '../http/errors.js';
import type { App } from '../http/fastify-app.js';
import { LIVE_CHANNEL } from './change-log.js';
import { recheckAll } from './live-access.js';
import { pruneChangeLog } from './live-change-reader.js';
import { serveLiveSocket } from './live-connection.js';
import { LiveHub } from './live-hub.js';
import { notify, onLiveNotice, peersPayload } from './live-notices.js';
import { RemotePeers } from './live-peers.js';
import { rowChangeRoutes } from './row-change-routes.js';

/** The close code of a connection without a signed-in session. */
export const LIVE_CLOSE_SIGNED_OUT = 4401;
const KEEPALIVE_MS = 30_000;
const REPUBLISH_MS = 10_000;
const SILENT_SERVER_MS = 30_000;
const HOUSEKEEPING_MS = 60 * 60_000;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Pings every connection; one that did not answer the last ping is ended (its peer went away silently). */
function keepAlive(sockets: () => Iterable<WebSocket>): () => void {
  const answered = new WeakSet<WebSocket>();
  const seen = new WeakSet<WebSocket>();
  const timer = setInterval(() => {
    for (const socket of sockets()) {
      if (!seen.has(socket)) {
        seen.add(socket);
        answered.add(socket);
        socket.on('pong', () => answered.add(socket));
      }
      if (!answered.has(socket)) {
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      socket.ping();
    }
  }, KEEPALIVE_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The live channel (`GET /api/live`, a WebSocket): the hub of this server's connections, the live
 * notifications of every server (changes, presence, access) and each row's last change.
 */
export async function registerLive(
  app: App,
  { config, database }: { config: AppConfig; database: DatabaseConnection },
): Promise<void> {
  const { db } = database;
  const serverId = randomUUID();
  const remote = new RemotePeers();
  const logError = (error: unknown, what: string) => app.log.error({ err: error }, `Live ${what} failed`);
  const hub = new LiveHub({
    db,
    maxRows: config.limits.maxRequirements,
    publishPeers: (specId, peers) => {
      notify(db, peersPayload(serverId, specId, peers)).catch((error) => logError(error, 'presence'));
    },
    remotePeers: (specId) => remote.of(specId),
    logError,
  });
  const stopListening = await database.listen(LIVE_CHANNEL, {
    message: (payload) =>
      onLiveNotice(db, hub, remote, serverId, payload)?.catch((error) => logError(error, 'notice')),
    listening: (up) => {
      if (!up) return;
      Promise.all([hub.catchUpAll(), recheckAll(hub)]).catch((error) => logError(error, 'catch-up'));
    },
  });
  const timers = [
    setInterval(() => {
      for (const specId of hub.rooms.keys()) hub.presenceChanged(specId);
      for (const specId of remote.forgetSilent(Date.now() - SILENT_SERVER_MS)) hub.sendPresence(specId);
    }, REPUBLISH_MS),
    setInterval(() => pruneChangeLog(db).catch((error) => logError(error, 'housekeeping')), HOUSEKEEPING_MS),
  ];
  for (const timer of timers) timer.unref();

  await app.register(websocket, { options: { maxPayload: MAX_LIVE_MESSAGE_BYTES + 64 * 1024 } });
  const stopKeepAlive = keepAlive(() => app.websocketServer.clients);
  app.addHook('onClose', async () => {
    stopKeepAlive();
    for (const timer of timers) clearInterval(timer);
    await stopListening().catch(() => {});
  });

  app.get(
    '/api/live',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        const source = {
          origin: header(request, 'origin'),
          fetchSite: header(request, 'sec-fetch-site'),
          host: request.host,
        };
        if (!isSameSiteRequest(source, config.publicUrl)) throw new AppError(403, CROSS_SITE_REFUSED);
        request.signedInUser = (await app.sessions.find(request))?.user ?? null;
      },
    },
    (socket, request) => {
      const user = request.signedInUser;
      if (!user) {
        socket.close(LIVE_CLOSE_SIGNED_OUT, 'sign in');
        return;
      }
      const name = user.name.trim() || user.email.split('@')[0] || user.email;
      serveLiveSocket(hub, socket, { id: user.id, name }, logError);
    },
  );
  await app.register(rowChangeRoutes, { db });
}
