import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns.js';
import { ownedByUser } from './schema-user.js';

/**
 * Specs a user keeps in the account: the saved format without its rows (`{ columns, uiStyles? }`, checked by
 * the same rules as a file import), a version counter raised by every save, and when it went to the trash.
 * The requirement count and the score sum and count of its requirements are kept by triggers on spec_rows
 * (migration 0010), in the transaction that changes the rows, so the list of specs reads no row.
 */
export const specs = pgTable(
  'specs',
  {
    ...ownedByUser(),
    title: text('title').notNull(),
    data: jsonb('data').notNull(),
    version: integer('version').notNull().default(1),
    rowCount: integer('row_count').notNull().default(0),
    requirementCount: integer('requirement_count').notNull().default(0),
    scoreSum: numeric('score_sum', { mode: 'number' }).notNull().default(0),
    scoreCount: integer('score_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('specs_user_id_idx').on(table.userId, table.updatedAt)],
);

/** The rows of a kept spec, one record each (a save writes only those it changes); `position` = rowOrder. */
export const specRows = pgTable(
  'spec_rows',
  {
    specId: uuid('spec_id')
      .notNull()
      .references(() => specs.id, { onDelete: 'cascade' }),
    rowId: text('row_id').notNull(),
    position: integer('position').notNull(),
    data: jsonb('data').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.specId, table.rowId] }),
    index('spec_rows_position_idx').on(table.specId, table.position),
  ],
);

/** Save points of a kept spec (at most one a minute of editing) and named versions: the whole saved format. */
export const specVersions = pgTable(
  'spec_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    specId: uuid('spec_id')
      .notNull()
      .references(() => specs.id, { onDelete: 'cascade' }),
    /** The spec's version counter when this was taken. */
    version: integer('version').notNull(),
    name: text('name'),
    rowCount: integer('row_count').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('spec_versions_spec_idx').on(table.specId, table.createdAt)],
);

/** Read-only links to a kept spec: only the token's SHA-256 is stored. */
export const specShares = pgTable(
  'spec_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    specId: uuid('spec_id')
      .notNull()
      .references(() => specs.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('spec_shares_spec_idx').on(table.specId)],
);
