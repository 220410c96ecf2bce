import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small facts about this installation (e.g. when the database was first and last started). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
