import type { FastifyRequest } from 'fastify';
import { findUser } from '../auth/guard.js';
import { AppError } from '../http/errors.js';

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
