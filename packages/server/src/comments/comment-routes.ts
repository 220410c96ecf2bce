import { commentEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import type { CommentsService } from './comments-service.js';

const tags = ['comments'];

/** Comment threads on a spec's requirements: read by every role, written by those who may comment. */
export const commentRoutes: FastifyPluginAsyncZod<{ comments: CommentsService }> = async (
  app,
  { comments },
) => {
  app.route({
    ...endpointRoute(commentEndpoints.list, {
      tags,
      summary: 'Every comment thread of a spec, oldest first, with its replies',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      const actor = await requireUser(request);
      return { threads: await comments.list(actor, request.params.id) };
    },
  });

  app.route({
    ...endpointRoute(commentEndpoints.create, {
      tags,
      summary:
        'Starts a thread on a row or a span of one of its cells (comment, question, proposed change, issue)',
      errors: [400, 401, 403, 404, 409],
    }),
    handler: async (request, reply) => {
      const actor = await requireUser(request);
      reply.code(201);
      return { thread: await comments.create(actor, request.params.id, request.body) };
    },
  });

  app.route({
    ...endpointRoute(commentEndpoints.reply, {
      tags,
      summary: 'Replies in a thread',
      errors: [400, 401, 403, 404, 409],
    }),
    handler: async (request, reply) => {
      const actor = await requireUser(request);
      const { id, commentId } = request.params;
      reply.code(201);
      return { thread: await comments.reply(actor, id, commentId, request.body.body) };
    },
  });

  app.route({
    ...endpointRoute(commentEndpoints.update, {
      tags,
      summary: 'Resolves or reopens a thread, or records that its proposed change was accepted',
      errors: [400, 401, 403, 404, 409],
    }),
    handler: async (request) => {
      const actor = await requireUser(request);
      const { id, commentId } = request.params;
      return { thread: await comments.update(actor, id, commentId, request.body) };
    },
  });
};
