import { DRAFT_MESSAGES, draftEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { sendEventStream, wantsEventStream } from '../http/event-stream.js';
import { ASSISTANT_BODY_LIMIT, assistantRateLimit } from './assistant-rate-limit.js';
import { assertCanUseDrafts } from './draft-policy.js';
import type { DraftService } from './draft-service.js';

export interface DraftRoutesOptions {
  drafts: DraftService;
}

/** Generate → Design and Generate → Architecture. */
export const draftRoutes: FastifyPluginAsyncZod<DraftRoutesOptions> = async (app, { drafts }) => {
  app.route({
    ...endpointRoute(draftEndpoints.generate, {
      tags: ['assistant'],
      summary: `A design.md or architecture.md draft from the spec, written by the language model. With 'Accept: text/event-stream' it streams as server-sent events (start, progress, delta, done or error; closing the connection cancels it); without, it is JSON. 503 without a model: '${DRAFT_MESSAGES.noModel}'`,
      errors: [400, 401, 413, 429, 502, 503],
    }),
    bodyLimit: ASSISTANT_BODY_LIMIT,
    config: assistantRateLimit,
    handler: async (request, reply) => {
      const turn = drafts.begin(assertCanUseDrafts(await findUser(request)), request.body);
      if (!wantsEventStream(request)) return drafts.answer(turn);
      await sendEventStream(request, reply, (signal) => drafts.stream(turn, signal));
    },
  });
};
