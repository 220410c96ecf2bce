import {
  ASSISTANT_MESSAGES,
  agentRequestSchema,
  agentResponseSchema,
  apiErrorSchema,
} from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import { requireChatActor } from '../policies/conversation.js';
import type { AgentService } from '../services/agent.js';

/** Chat and agent requests carry the whole spec. */
export const ASSISTANT_BODY_LIMIT = 32 * 1024 * 1024;

export interface AgentRoutesOptions {
  agent: AgentService;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  413: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};

/** Agent mode (§7): an instruction on the spec, answered with every row after the proposed changes. */
export const agentRoutes: FastifyPluginAsyncZod<AgentRoutesOptions> = async (app, { agent }) => {
  app.post(
    '/api/agent/greq_single_file',
    {
      bodyLimit: ASSISTANT_BODY_LIMIT,
      schema: {
        tags: ['assistant'],
        summary: `Run an instruction on the spec: modified_data is every row after the changes (changed, added with a new id, removed rows left out). 401: '${ASSISTANT_MESSAGES.chatNotSignedIn}'; 413 when the spec is too large for the model`,
        body: agentRequestSchema,
        response: { 200: agentResponseSchema, ...errors },
      },
    },
    async (request) => agent.run(requireChatActor(await findUser(request)), request.body),
  );
};
