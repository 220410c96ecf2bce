import {
  ASSISTANT_MESSAGES,
  agentRequestSchema,
  agentResponseSchema,
  apiErrorSchema,
} from '@specwright/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import { AppError } from '../errors.js';
import { requireChatActor } from '../policies/conversation.js';
import type { AgentService } from '../services/agent.js';

/** Chat and agent requests carry the whole spec. */
export const ASSISTANT_BODY_LIMIT = 32 * 1024 * 1024;

/** Chat messages (and, separately, agent instructions) per caller and minute. */
export const ASSISTANT_REQUESTS_PER_MINUTE = 30;

/**
 * Each chat message and agent instruction is a paid model call: limited per user (signed out: per client
 * address), so one account cannot run up the bill from many addresses.
 */
export const assistantRateLimit = {
  rateLimit: {
    max: ASSISTANT_REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: async (request: FastifyRequest) => {
      const user = await findUser(request);
      return user ? `assistant-user:${user.id}` : `assistant-address:${request.ip}`;
    },
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      new AppError(
        429,
        `Too many assistant requests: the limit is ${ASSISTANT_REQUESTS_PER_MINUTE} a minute. Please try again in ${context.after}.`,
      ),
  },
};

export interface AgentRoutesOptions {
  agent: AgentService;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  413: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};

/** Agent mode (§7): an instruction on the spec, answered with every row after the proposed changes. */
export const agentRoutes: FastifyPluginAsyncZod<AgentRoutesOptions> = async (app, { agent }) => {
  app.post(
    '/api/agent/greq_single_file',
    {
      bodyLimit: ASSISTANT_BODY_LIMIT,
      config: assistantRateLimit,
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
