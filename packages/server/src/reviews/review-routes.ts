import { reviewEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { markRows } from './review-marks.js';
import type { reviewSigning } from './review-signing.js';
import { waitingFor } from './review-waiting.js';
import type { reviewsService } from './reviews-service.js';

const tags = ['reviews'];

/**
 * The body limit of asking for a review and of marking rows: a mark names up to MAX_REVIEW_ROWS row ids
 * (megabytes), and an oversized list is answered with what is wrong with it rather than only its size.
 */
const REVIEW_BODY_LIMIT = 8 * 1024 * 1024;

/** Review requests: listed by every role, asked for with the edit right, marked and signed by those named. */
export const reviewRoutes: FastifyPluginAsyncZod<{
  db: Database;
  reviews: ReturnType<typeof reviewsService>;
  signing: ReturnType<typeof reviewSigning>;
}> = async (app, { db, reviews, signing }) => {
  app.route({
    ...endpointRoute(reviewEndpoints.list, {
      tags,
      summary: 'The reviews of a spec, newest first, and the fingerprints of its approved rows',
      errors: [400, 401, 404],
    }),
    handler: async (request) => reviews.list(await requireUser(request), request.params.id),
  });

  app.route({
    ...endpointRoute(reviewEndpoints.create, {
      tags,
      summary: 'Asks named members to review and approve the whole spec or the rows changed since a version',
      errors: [400, 401, 403, 404, 409, 413],
    }),
    bodyLimit: REVIEW_BODY_LIMIT,
    handler: async (request, reply) => {
      const actor = await requireUser(request);
      reply.code(201);
      return { review: await reviews.create(actor, request.params.id, request.body) };
    },
  });

  app.route({
    ...endpointRoute(reviewEndpoints.update, {
      tags,
      summary: 'Cancels an open review (the person who asked for it, or an owner)',
      errors: [400, 401, 403, 404, 409],
    }),
    handler: async (request) => {
      const actor = await requireUser(request);
      return { review: await reviews.cancel(actor, request.params.id, request.params.reviewId) };
    },
  });

  app.route({
    ...endpointRoute(reviewEndpoints.mark, {
      tags,
      summary: 'Marks rows of an open review reviewed, needing changes, approved or rejected',
      errors: [400, 401, 403, 404, 409, 413],
    }),
    bodyLimit: REVIEW_BODY_LIMIT,
    handler: async (request) => {
      const actor = await requireUser(request);
      const { id, reviewId } = request.params;
      return { review: await markRows(db, actor, id, reviewId, request.body) };
    },
  });

  app.route({
    ...endpointRoute(reviewEndpoints.signing, {
      tags,
      summary: 'A one-time ticket for an approver to sign the review, good for minutes',
      errors: [400, 401, 403, 404, 409],
    }),
    handler: async (request) => {
      const actor = await requireUser(request);
      return signing.ticket(actor, request.params.id, request.params.reviewId);
    },
  });

  app.route({
    ...endpointRoute(reviewEndpoints.sign, {
      tags,
      summary: 'Signs the review with the password asked again; the last signature approves it',
      errors: [400, 401, 403, 404, 409, 429],
    }),
    handler: async (request, reply) => {
      const actor = await requireUser(request);
      const { id, reviewId } = request.params;
      const review = await signing.sign(actor, id, reviewId, request.body);
      reply.code(201);
      return { review };
    },
  });

  app.route({
    ...endpointRoute(reviewEndpoints.waiting, {
      tags,
      summary: 'The open reviews waiting for the caller to mark or sign',
      errors: [401],
    }),
    handler: async (request) => ({ reviews: await waitingFor(db, await requireUser(request)) }),
  });
};
