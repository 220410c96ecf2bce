import { ASSISTANT_MESSAGES, generateEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertCanUseAgent } from '../assistant/agent-policy.js';
import { assistantRateLimit } from '../assistant/assistant-rate-limit.js';
import { findUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import type { GenerateService } from './generate-service.js';

export interface GenerateRoutesOptions {
  generate: GenerateService;
}

/** Generate → Test refined by the language model, for signed-in users (each call is a paid model call). */
export const generateRoutes: FastifyPluginAsyncZod<GenerateRoutesOptions> = async (app, { generate }) => {
  app.route({
    ...endpointRoute(generateEndpoints.tests, {
      tags: ['generate'],
      summary: `Reword Generate → Test's Given/When/Then cases with the language model; ids, kinds and the requirement ids each case verifies stay as sent. 401: '${ASSISTANT_MESSAGES.chatNotSignedIn}'; 503 without a model`,
      errors: [400, 401, 413, 429, 502, 503],
    }),
    // A thousand cases of a long spec.
    bodyLimit: 8 * 1024 * 1024,
    config: assistantRateLimit,
    handler: async (request) => {
      assertCanUseAgent(await findUser(request));
      return generate.refineTests(request.body);
    },
  });
};
