import {
  apiErrorSchema,
  FEEDBACK_RECEIVED_MESSAGE,
  feedbackRequestSchema,
  feedbackResponseSchema,
} from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors.js';
import type { Mailer } from '../providers/mail.js';
import { submitFeedback } from '../services/feedback.js';

export interface FeedbackRoutesOptions {
  db: Database;
  mailer: Mailer;
  supportEmail: string;
}

/** Send Feedback and Request a Template: `POST /api/feedback/submit` (signed in or not). */
export const feedbackRoutes: FastifyPluginAsyncZod<FeedbackRoutesOptions> = async (app, options) => {
  app.post(
    '/api/feedback/submit',
    {
      bodyLimit: 16 * 1024,
      // Validation failures answer the form's own message (e.g. 'Message cannot be empty.').
      attachValidation: true,
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback or a template request to the support address',
        body: feedbackRequestSchema,
        response: {
          200: feedbackResponseSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const invalid = request.validationError;
      if (invalid) throw new AppError(400, invalid.validation[0]?.message ?? invalid.message);
      const user = await findUser(request);
      await submitFeedback(options.db, options.mailer, options.supportEmail, request.body, {
        userId: user?.id ?? null,
      });
      return { message: FEEDBACK_RECEIVED_MESSAGE };
    },
  );
};
