import { z } from 'zod';
import {
  COMMENT_KINDS,
  COMMENT_MESSAGES,
  COMMENT_STATUSES,
  MAX_COMMENT_LENGTH,
} from '../comments/comment-rules.js';
import { text } from './text.js';

const commentText = () =>
  text().trim().min(1, COMMENT_MESSAGES.empty).max(MAX_COMMENT_LENGTH, COMMENT_MESSAGES.tooLong);

export const commentKindSchema = z.enum(COMMENT_KINDS);
export const commentStatusSchema = z.enum(COMMENT_STATUSES);

/** Who wrote or decided something: the user's id and name as the workspace knows them. */
export const commentPersonSchema = z.object({ id: z.string(), name: z.string() });
export type CommentPerson = z.infer<typeof commentPersonSchema>;

/** A reply in a thread. */
export const commentReplySchema = z.object({
  id: z.string(),
  author: commentPersonSchema,
  body: z.string(),
  created_at: z.string(),
});
export type CommentReply = z.infer<typeof commentReplySchema>;

/**
 * A thread on a row, or on a span of one of its cells (`field` and `quote`, the text selected when it was
 * written; `start`/`end` its offsets then). A proposed change carries the new text of `field` (the row's
 * requirement text when the thread is on the whole row); `accepted_at` once it was accepted.
 */
export const commentThreadSchema = z.object({
  id: z.string(),
  row_id: z.string(),
  field: z.string().nullable(),
  quote: z.string().nullable(),
  start: z.number().int().nullable(),
  end: z.number().int().nullable(),
  kind: commentKindSchema,
  body: z.string(),
  proposed_text: z.string().nullable(),
  status: commentStatusSchema,
  author: commentPersonSchema,
  created_at: z.string(),
  resolved_by: commentPersonSchema.nullable(),
  resolved_at: z.string().nullable(),
  accepted_by: commentPersonSchema.nullable(),
  accepted_at: z.string().nullable(),
  replies: z.array(commentReplySchema),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** `GET /api/specs/{id}/comments`: every thread of the spec, oldest first, with its replies. */
export const commentListSchema = z.object({ threads: z.array(commentThreadSchema) });
export type CommentList = z.infer<typeof commentListSchema>;

/** `POST /api/specs/{id}/comments`: a new thread. */
export const commentCreateSchema = z
  .object({
    row_id: text().min(1).max(200),
    kind: commentKindSchema,
    body: commentText(),
    field: text().min(1).max(200).optional(),
    quote: text().max(MAX_COMMENT_LENGTH).optional(),
    start: z.number().int().min(0).optional(),
    end: z.number().int().min(0).optional(),
    proposed_text: text().max(MAX_COMMENT_LENGTH, COMMENT_MESSAGES.tooLong).optional(),
  })
  .refine((body) => body.kind !== 'proposal' || body.proposed_text !== undefined, {
    message: COMMENT_MESSAGES.proposalNeedsText,
    path: ['proposed_text'],
  });
export type CommentCreate = z.infer<typeof commentCreateSchema>;

/** `POST /api/specs/{id}/comments/{commentId}/replies`. */
export const commentReplyCreateSchema = z.object({ body: commentText() });

/**
 * `PATCH /api/specs/{id}/comments/{commentId}`: resolve or reopen a thread, or record that its proposed
 * change was accepted (the client made the edit itself, an ordinary edit).
 */
export const commentUpdateSchema = z
  .object({ status: commentStatusSchema.optional(), accepted: z.literal(true).optional() })
  .refine((change) => (change.status === undefined) !== (change.accepted === undefined), {
    message: 'Send either a status or accepted.',
  });
export type CommentUpdate = z.infer<typeof commentUpdateSchema>;

export const commentThreadAnswerSchema = z.object({ thread: commentThreadSchema });
export type CommentThreadAnswer = z.infer<typeof commentThreadAnswerSchema>;

export const commentParamsSchema = z.object({ id: z.uuid(), commentId: z.uuid() });
