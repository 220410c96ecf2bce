import type { Database } from '../db/database.js';
import type { App } from '../http/fastify-app.js';
import { inboxRoutes } from './inbox-routes.js';
import { inboxService } from './inbox-service.js';

/** The in-app inbox: its items are added by the comments (mentions) and the review requests. */
export async function registerInbox(app: App, { db }: { db: Database }) {
  await app.register(inboxRoutes, { inbox: inboxService({ db }) });
}
