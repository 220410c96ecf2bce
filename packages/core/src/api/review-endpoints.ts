import { endpoint } from './endpoint.js';
import {
  reviewAnswerSchema,
  reviewCreateSchema,
  reviewListSchema,
  reviewMarksUpdateSchema,
  reviewParamsSchema,
  reviewUpdateSchema,
  signatureCreateSchema,
  signingTicketSchema,
  waitingReviewListSchema,
} from './reviews.js';
import { specParamsSchema } from './specs.js';

/** Review requests of a spec: asked for, marked row by row, signed by the approvers, cancelled. */
export const reviewEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/specs/:id/reviews',
    params: specParamsSchema,
    response: reviewListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/specs/:id/reviews',
    params: specParamsSchema,
    body: reviewCreateSchema,
    response: reviewAnswerSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/specs/:id/reviews/:reviewId',
    params: reviewParamsSchema,
    body: reviewUpdateSchema,
    response: reviewAnswerSchema,
  }),
  mark: endpoint({
    method: 'PUT',
    path: '/api/specs/:id/reviews/:reviewId/marks',
    params: reviewParamsSchema,
    body: reviewMarksUpdateSchema,
    response: reviewAnswerSchema,
  }),
  signing: endpoint({
    method: 'POST',
    path: '/api/specs/:id/reviews/:reviewId/signing',
    params: reviewParamsSchema,
    response: signingTicketSchema,
  }),
  sign: endpoint({
    method: 'POST',
    path: '/api/specs/:id/reviews/:reviewId/signatures',
    params: reviewParamsSchema,
    body: signatureCreateSchema,
    response: reviewAnswerSchema,
    status: 201,
  }),
  waiting: endpoint({ method: 'GET', path: '/api/reviews/waiting', response: waitingReviewListSchema }),
};
