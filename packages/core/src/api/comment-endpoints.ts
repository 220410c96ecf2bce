import {
  commentCreateSchema,
  commentListSchema,
  commentParamsSchema,
  commentReplyCreateSchema,
  commentThreadAnswerSchema,
  commentUpdateSchema,
} from './comments.js';
import { endpoint } from './endpoint.js';
import { specParamsSchema } from './specs.js';

/** Comments on a spec's requirements: threads with replies, resolved and reopened, proposed changes. */
export const commentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/specs/:id/comments',
    params: specParamsSchema,
    response: commentListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/specs/:id/comments',
    params: specParamsSchema,
    body: commentCreateSchema,
    response: commentThreadAnswerSchema,
    status: 201,
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/specs/:id/comments/:commentId/replies',
    params: commentParamsSchema,
    body: commentReplyCreateSchema,
    response: commentThreadAnswerSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/specs/:id/comments/:commentId',
    params: commentParamsSchema,
    body: commentUpdateSchema,
    response: commentThreadAnswerSchema,
  }),
};
