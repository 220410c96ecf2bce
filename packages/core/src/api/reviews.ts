import { z } from 'zod';
import {
  MAX_REVIEW_PEOPLE,
  MAX_REVIEW_ROWS,
  MAX_REVIEW_TITLE_LENGTH,
  REVIEW_MARKS,
  REVIEW_MESSAGES,
  REVIEW_ROLES,
  REVIEW_SCOPES,
  REVIEW_STATUSES,
  SIGNATURE_MEANINGS,
} from '../reviews/review-rules.js';
import { commentPersonSchema } from './comments.js';
import { text } from './text.js';

const userIds = () => z.array(text().min(1).max(200)).max(MAX_REVIEW_PEOPLE);
/** A calendar date (YYYY-MM-DD) from the year 1000 on: the database has no year 0. */
const isoDate = () =>
  z.iso.date().refine((date) => date >= '1000-01-01', 'Choose a date from the year 1000 on.');

/** A person named in a review, with the part they play. */
export const reviewPersonSchema = z.object({
  user: commentPersonSchema,
  role: z.enum(REVIEW_ROLES),
});
export type ReviewPerson = z.infer<typeof reviewPersonSchema>;

/** One person's mark on one row, with the row's fingerprint when marked (core `rowFingerprint`). */
export const reviewMarkSchema = z.object({
  row_id: z.string(),
  user_id: z.string(),
  role: z.enum(REVIEW_ROLES),
  mark: z.enum(REVIEW_MARKS),
  fingerprint: z.string(),
  at: z.string(),
});
export type ReviewMarkRecord = z.infer<typeof reviewMarkSchema>;

/** An approver's signature: name as it was, time, meaning, and the digest of what was signed. */
export const signatureSchema = z.object({
  id: z.string(),
  review_id: z.string(),
  user: commentPersonSchema,
  meaning: z.enum(SIGNATURE_MEANINGS),
  content_digest: z.string(),
  signed_at: z.string(),
});
export type Signature = z.infer<typeof signatureSchema>;

/** How far a review is: its rows, those every reviewer marked reviewed, every approver approved, … */
export const reviewProgressSchema = z.object({
  rows: z.number().int(),
  reviewed: z.number().int(),
  needs_changes: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  open_comments: z.number().int(),
});
export type ReviewProgress = z.infer<typeof reviewProgressSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  spec_id: z.string(),
  title: z.string(),
  scope: z.enum(REVIEW_SCOPES),
  since_version: z
    .object({ id: z.string(), name: z.string().nullable(), version: z.number().int() })
    .nullable(),
  row_ids: z.array(z.string()),
  due_date: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  requested_by: commentPersonSchema,
  created_at: z.string(),
  closed_at: z.string().nullable(),
  baseline_version_id: z.string().nullable(),
  people: z.array(reviewPersonSchema),
  marks: z.array(reviewMarkSchema),
  signatures: z.array(signatureSchema),
  progress: reviewProgressSchema,
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * `GET /api/specs/{id}/reviews`: the spec's reviews, newest first, and for each row approved in a closed
 * review the fingerprint it had when last approved or reviewed again since: a row whose fingerprint now
 * differs shows "Changed since approved".
 */
export const reviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  approved_rows: z.record(z.string(), z.string()),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** `POST /api/specs/{id}/reviews`: ask for a review. */
export const reviewCreateSchema = z
  .object({
    title: text().trim().min(1, REVIEW_MESSAGES.titleRequired).max(MAX_REVIEW_TITLE_LENGTH),
    scope: z.enum(REVIEW_SCOPES),
    since_version_id: z.uuid().optional(),
    reviewers: userIds().default([]),
    approvers: userIds().min(1, REVIEW_MESSAGES.approverRequired),
    due_date: isoDate().optional(),
  })
  .refine((body) => body.scope === 'all' || body.since_version_id !== undefined, {
    message: 'Choose the version the changed rows are counted from.',
    path: ['since_version_id'],
  });
export type ReviewCreate = z.input<typeof reviewCreateSchema>;

/** `PATCH /api/specs/{id}/reviews/{reviewId}`: cancel an open review. */
export const reviewUpdateSchema = z.object({ status: z.literal('cancelled') });

/**
 * `PUT /api/specs/{id}/reviews/{reviewId}/marks`: mark rows (every row of the review when `row_ids` is
 * left out), as the part the caller plays (`role`, needed when they are both reviewer and approver).
 */
export const reviewMarksUpdateSchema = z.object({
  mark: z.enum(REVIEW_MARKS),
  row_ids: z.array(text().min(1).max(200)).min(1).max(MAX_REVIEW_ROWS).optional(),
  role: z.enum(REVIEW_ROLES).optional(),
});
export type ReviewMarksUpdate = z.input<typeof reviewMarksUpdateSchema>;

/** `POST /api/specs/{id}/reviews/{reviewId}/signing`: a one-time ticket for the signature dialog. */
export const signingTicketSchema = z.object({ ticket: z.string(), expires_at: z.string() });

/** `POST /api/specs/{id}/reviews/{reviewId}/signatures`: sign, with the password asked again. */
export const signatureCreateSchema = z.object({
  ticket: text().min(1).max(200),
  password: text().min(1, 'Enter your password to sign.').max(200),
  meaning: z.enum(SIGNATURE_MEANINGS),
});

export const reviewAnswerSchema = z.object({ review: reviewSchema });
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

export const reviewParamsSchema = z.object({ id: z.uuid(), reviewId: z.uuid() });

/** One review waiting for the caller, for the Dashboard's "Waiting for my review". */
export const waitingReviewSchema = z.object({
  review_id: z.string(),
  spec_id: z.string(),
  spec_title: z.string(),
  workspace_name: z.string().nullable(),
  title: z.string(),
  roles: z.array(z.enum(REVIEW_ROLES)),
  due_date: z.string().nullable(),
  requested_by: commentPersonSchema,
  created_at: z.string(),
  rows: z.number().int(),
  /** Rows the caller has marked so far. */
  done: z.number().int(),
});
export type WaitingReview = z.infer<typeof waitingReviewSchema>;

/** `GET /api/reviews/waiting`: open reviews naming the caller that they have not finished or signed. */
export const waitingReviewListSchema = z.object({ reviews: z.array(waitingReviewSchema) });
export type WaitingReviewList = z.infer<typeof waitingReviewListSchema>;
