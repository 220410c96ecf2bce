import { ASSISTANT_MESSAGES, agentEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { assertCanUseAgent } from './agent-policy.js';
import type { AgentService } from './agent-service.js';
import { ASSISTANT_BODY_LIMIT, assistantRateLimit } from './assistant-rate-limit.js';

export interface AgentRoutesOptions {
  agent: AgentService;
}

/** Agent mode: an instruction on the spec, answered with every row after the proposed changes. */
export const agentRoutes: FastifyPluginAsyncZod<AgentRoutesOptions> = async (app, { agent }) => {
  app.route({
    ...endpointRoute(agentEndpoints.run, {
      tags: ['assistant'],
      summary: `Run an instruction on the spec: modified_data is every row after the changes (changed, added with a new id, removed rows left out). 401: '${ASSISTANT_MESSAGES.chatNotSignedIn}'; 413 when the spec is too large for the model`,
      errors: [400, 401, 413, 429, 502, 503],
    }),
    bodyLimit: ASSISTANT_BODY_LIMIT,
    config: assistantRateLimit,
    handler: async (request) => agent.run(assertCanUseAgent(await findUser(request)), request.body),
  });
};
