import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns.js';
import { user } from './schema-user.js';

/** A team's shared place for specs; its members each have one role (owner, editor, reviewer, viewer). */
export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Who is in a workspace and with which role. A change or removal is announced on `specwright_live`
 * (`m:<workspace id>:<user id>`, migration 0012) so every server re-checks that user's live connections.
 */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('workspace_members_user_idx').on(table.userId),
    check('workspace_members_role', sql`${table.role} in ('owner', 'editor', 'reviewer', 'viewer')`),
  ],
);

/** An invitation by email: only the link's token hash is kept; accepted once, within its lifetime. */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('workspace_invitations_workspace_idx').on(table.workspaceId, table.createdAt),
    check('workspace_invitations_role', sql`${table.role} in ('editor', 'reviewer', 'viewer')`),
  ],
);
