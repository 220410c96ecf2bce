import {
  type ChatRole,
  type Conversation,
  type ConversationSummary,
  withoutNulCharacters,
} from '@specwright/core';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { conversationMessages, conversations } from '../db/schema.js';

/** The conversation list shows the newest ones; older ones stay stored (and readable by id). */
export const MAX_LISTED_CONVERSATIONS = 100;

export type ConversationRecord = typeof conversations.$inferSelect;

export interface NewMessage {
  role: ChatRole;
  content: string;
}

export interface ConversationsServiceDependencies {
  db: Database;
}

/** A listed conversation's messages, counted for the listed ones only (after the limit), not all of the user's. */
const messageCount = sql<number>`(select count(*) from ${conversationMessages}
  where ${conversationMessages.conversationId} = ${conversations}.${sql.identifier(conversations.id.name)})`.mapWith(
  Number,
);

/** Stored chat conversations: created per user and spec file, appended to, listed, read and deleted. */
export function conversationsService({ db }: ConversationsServiceDependencies) {
  async function find(id: string): Promise<ConversationRecord | null> {
    // Ids are UUIDs; anything else cannot exist (and would make PostgreSQL reject the query).
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
    const [found] = await db.select().from(conversations).where(eq(conversations.id, id));
    return found ?? null;
  }

  async function create(
    userId: string,
    documentId: string | null,
    title: string,
  ): Promise<ConversationRecord> {
    const [created] = await db.insert(conversations).values({ userId, documentId, title }).returning();
    if (!created) throw new Error('The conversation was not created');
    return created;
  }

  async function append(conversationId: string, messages: readonly NewMessage[]): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .insert(conversationMessages)
        // A model's answer could hold NUL characters, which PostgreSQL cannot store (questions are checked).
        .values(
          messages.map((message) => ({
            conversationId,
            ...message,
            content: withoutNulCharacters(message.content),
          })),
        );
      await tx
        .update(conversations)
        .set({ updatedAt: new Date() })
        .where(eq(conversations.id, conversationId));
    });
  }

  async function list(userId: string, documentId: string | undefined): Promise<ConversationSummary[]> {
    const conditions: SQL[] = [eq(conversations.userId, userId)];
    if (documentId !== undefined) conditions.push(eq(conversations.documentId, documentId));
    const rows = await db
      .select({
        id: conversations.id,
        documentId: conversations.documentId,
        title: conversations.title,
        updatedAt: conversations.updatedAt,
        messageCount,
      })
      .from(conversations)
      .where(and(...conditions))
      .orderBy(desc(conversations.updatedAt), desc(conversations.createdAt))
      .limit(MAX_LISTED_CONVERSATIONS);
    return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
  }

  async function read(conversation: ConversationRecord): Promise<Conversation> {
    const messages = await db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversation.id))
      .orderBy(asc(conversationMessages.id));
    return {
      id: conversation.id,
      documentId: conversation.documentId,
      title: conversation.title,
      messageCount: messages.length,
      updatedAt: conversation.updatedAt.toISOString(),
      messages: messages.map((message) => ({
        role: message.role as ChatRole,
        content: message.content,
        createdAt: message.createdAt.toISOString(),
      })),
    };
  }

  async function remove(id: string): Promise<void> {
    await db.delete(conversations).where(eq(conversations.id, id));
  }

  return { find, create, append, list, read, remove };
}

export type ConversationsService = ReturnType<typeof conversationsService>;
