import {
  boolean,
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
import { ownedByUser, user } from './schema-user.js';
import { workspaces } from './schema-workspaces.js';

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
    /** The workspace the spec is kept in; null for a personal spec, which only its owner (user_id) reads. */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('specs_user_id_idx').on(table.userId, table.updatedAt),
    index('specs_workspace_idx').on(table.workspaceId, table.updatedAt),
  ],
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
    /** Who changed the row last and when (null for rows saved before workspaces). */
    changedBy: text('changed_by').references(() => user.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }),
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
    /** A baseline an approved review created: never renamed or deleted while the spec exists (migration 0017). */
    locked: boolean('locked').notNull().default(false),
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

/**
 * The live edits of a spec, one record per edit batch the server applied, numbered by the spec's version
 * after it: a client that reconnects asks for those after the last version it saw. `ops` is null for a
 * change that was not a live edit (a save, a restore), after which a client reads the spec again.
 */
export const specChanges = pgTable(
  'spec_changes',
  {
    specId: uuid('spec_id')
      .notNull()
      .references(() => specs.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The connection that sent the edit and its number there, so its sender knows it was applied. */
    clientId: text('client_id'),
    seq: integer('seq'),
    ops: jsonb('ops'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.specId, table.version] }),
    index('spec_changes_created_idx').on(table.createdAt),
  ],
);
