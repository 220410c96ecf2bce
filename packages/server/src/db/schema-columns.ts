import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Columns several tables share. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const serialId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
