import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns.js';
import { specs, specVersions } from './schema-specs.js';
import { user } from './schema-user.js';

/**
 * A review request: the rows asked about (the whole spec, or the rows changed since `since_version_id`,
 * fixed when asked), who reviews and who approves, a due date. It closes `approved` when every approver
 * signed, and the spec as it was then becomes the locked `baseline_version_id`.
 */
export const specReviews = pgTable(
  'spec_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    specId: uuid('spec_id')
      .notNull()
      .references(() => specs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    scope: text('scope').notNull(),
    sinceVersionId: uuid('since_version_id').references(() => specVersions.id, { onDelete: 'set null' }),
    rowIds: jsonb('row_ids').$type<string[]>().notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status').notNull().default('open'),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    baselineVersionId: uuid('baseline_version_id').references(() => specVersions.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    check('spec_reviews_scope', sql`${table.scope} in ('all', 'changed')`),
    check('spec_reviews_status', sql`${table.status} in ('open', 'approved', 'cancelled')`),
    index('spec_reviews_spec_idx').on(table.specId, table.createdAt),
  ],
);

/** The review a record belongs to, removed with it. */
const reviewOf = () =>
  uuid('review_id')
    .notNull()
    .references(() => specReviews.id, { onDelete: 'cascade' });

/** The user a record belongs to, removed with them. */
const userOf = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/** The people a review names: each as `reviewer` or `approver` (one person may be both). */
export const specReviewPeople = pgTable(
  'spec_review_people',
  {
    reviewId: reviewOf(),
    userId: userOf(),
    role: text('role').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.userId, table.role] }),
    check('spec_review_people_role', sql`${table.role} in ('reviewer', 'approver')`),
    index('spec_review_people_user_idx').on(table.userId),
  ],
);

/**
 * Each person's mark on each row of a review: a reviewer's `reviewed` or `needs_changes`, an approver's
 * `approved` or `rejected`, with the row's fingerprint then (core `rowFingerprint`), so a later change
 * of the row shows.
 */
export const specReviewMarks = pgTable(
  'spec_review_marks',
  {
    reviewId: reviewOf(),
    rowId: text('row_id').notNull(),
    userId: userOf(),
    role: text('role').notNull(),
    mark: text('mark').notNull(),
    fingerprint: text('fingerprint').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.rowId, table.userId, table.role] }),
    check('spec_review_marks_role', sql`${table.role} in ('reviewer', 'approver')`),
    check(
      'spec_review_marks_mark',
      sql`${table.mark} in ('reviewed', 'needs_changes', 'approved', 'rejected')`,
    ),
  ],
);

/**
 * An approver's electronic signature: who (name as it was), when, what it means, over which content (the
 * SHA-256 of the review's rows as signed). Bound to its review; refused UPDATE and DELETE while the spec
 * exists (migration 0017).
 */
export const specSignatures = pgTable(
  'spec_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: reviewOf(),
    specId: uuid('spec_id').notNull(),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    meaning: text('meaning').notNull(),
    contentDigest: text('content_digest').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('spec_signatures_meaning', sql`${table.meaning} in ('approved')`),
    index('spec_signatures_review_idx').on(table.reviewId),
  ],
);

/**
 * A one-time signing ticket: asked for when the signature dialog opens, good for one signature of one
 * review by one user within minutes. Only its SHA-256 is stored.
 */
export const specSigningTickets = pgTable('spec_signing_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  reviewId: reviewOf(),
  userId: userOf(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * What a user is told in the app's inbox: a mention in a comment, a review they are asked for. Read
 * once `read_at` is set.
 */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userOf(),
    kind: text('kind').notNull(),
    specId: uuid('spec_id')
      .notNull()
      .references(() => specs.id, { onDelete: 'cascade' }),
    rowId: text('row_id'),
    commentId: uuid('comment_id'),
    reviewId: uuid('review_id'),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    check('inbox_items_kind', sql`${table.kind} in ('mention', 'review')`),
    index('inbox_items_user_idx').on(table.userId, table.createdAt),
  ],
);
