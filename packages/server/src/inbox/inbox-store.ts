import { inboxItems } from '../db/schema.js';
import type { Tx } from '../specs/spec-rows-store.js';

/** Something a user is to be told in the app's inbox (a mention, a review they are asked for). */
export type NewInboxItem = typeof inboxItems.$inferInsert;

/** Puts items in their users' inboxes, in the caller's transaction. */
export async function addInboxItems(tx: Tx, items: readonly NewInboxItem[]): Promise<void> {
  if (items.length > 0) await tx.insert(inboxItems).values([...items]);
}
