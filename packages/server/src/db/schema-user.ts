import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns.js';

// better-auth's user table (model name user; see src/auth/auth.ts): property names are better-auth's
// field names, columns snake_case. Its own module, with the owner columns that reference it.

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Our additional field: when the user last signed in (a session was created). */
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

/** The id and owner of a record that belongs to one user (deleted with the user). */
export const ownedByUser = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
});
