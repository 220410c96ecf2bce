import { INBOX_PAGE_SIZE, type Inbox, type InboxItem, type InboxKind } from '@specwright/core';
import { and, count, desc, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { inboxItems, specs, workspaceMembers } from '../db/schema.js';

/** Which items to mark read: some of the caller's, by id, or all of them. */
export type InboxReadChoice = { ids: readonly string[] } | { all: true };

/** The caller's membership of the spec's workspace, when it has one. */
function membershipOf(userId: string): SQL | undefined {
  return and(eq(workspaceMembers.workspaceId, specs.workspaceId), eq(workspaceMembers.userId, userId));
}

/** Items of `userId` on specs they may still open: not in the trash, and theirs or in one of their workspaces. */
function readableItemsOf(userId: string): SQL | undefined {
  return and(
    eq(inboxItems.userId, userId),
    isNull(specs.deletedAt),
    or(and(isNull(specs.workspaceId), eq(specs.userId, userId)), isNotNull(workspaceMembers.userId)),
  );
}

/** The caller's inbox: mentions and review requests, read only by their own user. */
export function inboxService({ db }: { db: Database }) {
  async function unreadOf(userId: string): Promise<number> {
    const [found] = await db
      .select({ n: count() })
      .from(inboxItems)
      .innerJoin(specs, eq(specs.id, inboxItems.specId))
      .leftJoin(workspaceMembers, membershipOf(userId))
      .where(and(readableItemsOf(userId), isNull(inboxItems.readAt)));
    return found?.n ?? 0;
  }

  return {
    unread: unreadOf,

    /** The newest INBOX_PAGE_SIZE items with their spec's title, and how many are unread. */
    async list(userId: string): Promise<Inbox> {
      const rows = await db
        .select({ item: inboxItems, specTitle: specs.title })
        .from(inboxItems)
        .innerJoin(specs, eq(specs.id, inboxItems.specId))
        .leftJoin(workspaceMembers, membershipOf(userId))
        .where(readableItemsOf(userId))
        .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id))
        .limit(INBOX_PAGE_SIZE);
      const items = rows.map(
        ({ item, specTitle }): InboxItem => ({
          id: item.id,
          kind: item.kind as InboxKind,
          spec_id: item.specId,
          spec_title: specTitle,
          row_id: item.rowId,
          comment_id: item.commentId,
          review_id: item.reviewId,
          by: { id: item.actorId ?? '', name: item.actorName },
          excerpt: item.excerpt,
          created_at: item.createdAt.toISOString(),
          read_at: item.readAt?.toISOString() ?? null,
        }),
      );
      return { items, unread: await unreadOf(userId) };
    },

    /** Marks the caller's items read (another user's ids are left alone); the unread count after. */
    async markRead(userId: string, choice: InboxReadChoice): Promise<number> {
      const which = 'ids' in choice ? inArray(inboxItems.id, [...choice.ids]) : undefined;
      await db
        .update(inboxItems)
        .set({ readAt: new Date() })
        .where(and(eq(inboxItems.userId, userId), isNull(inboxItems.readAt), which));
      return unreadOf(userId);
    },
  };
}

export type InboxService = ReturnType<typeof inboxService>;
