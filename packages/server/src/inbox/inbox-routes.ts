import { inboxEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import type { InboxService } from './inbox-service.js';

const tags = ['inbox'];

/** The caller's inbox: what they were mentioned in or asked to review, and marking it read. */
export const inboxRoutes: FastifyPluginAsyncZod<{ inbox: InboxService }> = async (app, { inbox }) => {
  app.route({
    ...endpointRoute(inboxEndpoints.list, {
      tags,
      summary: 'The newest items of the caller’s inbox on specs they may still open, and the unread count',
      errors: [401],
    }),
    handler: async (request) => {
      const actor = await requireUser(request);
      return inbox.list(actor.id);
    },
  });

  app.route({
    ...endpointRoute(inboxEndpoints.read, {
      tags,
      summary: 'Marks some of the caller’s inbox items read, or all of them',
      errors: [400, 401],
    }),
    handler: async (request) => {
      const actor = await requireUser(request);
      const { ids } = request.body;
      const unread = await inbox.markRead(actor.id, ids ? { ids } : { all: true });
      return { unread };
    },
  });
};
