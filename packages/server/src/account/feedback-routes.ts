import { FEEDBACK_RECEIVED_MESSAGE, feedbackEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { AppError } from '../http/errors.js';
import type { FeedbackService } from './feedback-service.js';

export interface FeedbackRoutesOptions {
  feedback: FeedbackService;
}

/** Send Feedback and Request a Template: `POST /api/feedback/submit` (signed in or not). */
export const feedbackRoutes: FastifyPluginAsyncZod<FeedbackRoutesOptions> = async (app, { feedback }) => {
  app.route({
    ...endpointRoute(feedbackEndpoints.submit, {
      tags: ['feedback'],
      summary: 'Send feedback or a template request to the support address',
      errors: [400, 413, 429],
    }),
    bodyLimit: 16 * 1024,
    // Validation failures answer the form's own message (e.g. 'Message cannot be empty.').
    attachValidation: true,
    config: { rateLimit: { max: 5, timeWindow: 60_000 } },
    handler: async (request) => {
      const invalid = request.validationError;
      if (invalid) throw new AppError(400, invalid.validation[0]?.message ?? invalid.message);
      const user = await findUser(request);
      await feedback.submit(request.body, { userId: user?.id ?? null });
      return { message: FEEDBACK_RECEIVED_MESSAGE };
    },
  });
};
