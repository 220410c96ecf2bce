import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns.js';
import { specs } from './schema-specs.js';
import { user } from './schema-user.js';

/**
 * Comments on a spec's requirements: a thread (`thread_id` null) on a row or a span of one of its cells,
 * with its kind, status and proposed text, and its replies (`thread_id` its thread). Written or changed,
 * a thread is announced on `specwright_live` (`t:<spec id>:<thread id>`, migration 0015).
 */
export const specComments = pgTable(
  'spec_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    specId: uuid('spec_id')
      .notNull()
      .references(() => specs.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id'),
    rowId: text('row_id').notNull(),
    field: text('field'),
    quote: text('quote'),
    startOffset: integer('start_offset'),
    endOffset: integer('end_offset'),
    kind: text('kind').notNull().default('comment'),
    body: text('body').notNull(),
    proposedText: text('proposed_text'),
    status: text('status').notNull().default('open'),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    check('spec_comments_kind', sql`${table.kind} in ('comment', 'question', 'proposal', 'issue')`),
    check('spec_comments_status', sql`${table.status} in ('open', 'resolved')`),
    index('spec_comments_spec_idx').on(table.specId, table.createdAt),
    index('spec_comments_thread_idx').on(table.threadId),
  ],
);

/**
 * The audit trail of each spec: who did what when (an edit's row, field, before and after). Append-only:
 * a trigger refuses every UPDATE, DELETE and TRUNCATE (migration 0015), and no foreign key ties it to the
 * spec, so the trail outlives it.
 */
export const specAudit = pgTable(
  'spec_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    specId: uuid('spec_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id'),
    userName: text('user_name'),
    action: text('action').notNull(),
    rowId: text('row_id'),
    field: text('field'),
    before: jsonb('before'),
    after: jsonb('after'),
    detail: text('detail').notNull().default(''),
  },
  (table) => [index('spec_audit_spec_idx').on(table.specId, table.id)],
);
