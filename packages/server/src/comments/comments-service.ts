import {
  COMMENT_KIND_LABELS,
  COMMENT_MESSAGES,
  type CommentCreate,
  type CommentThread,
  type CommentUpdate,
  MAX_COMMENTS_PER_SPEC,
  MAX_REPLIES_PER_THREAD,
} from '@specwright/core';
import { and, count, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log.js';
import type { SignedInUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { specComments, specs } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { sendMentionMails } from '../inbox/mention-mail.js';
import { recordMentions } from '../inbox/mentions.js';
import type { Mailer } from '../providers/mail.js';
import type { Tx } from '../specs/spec-rows-store.js';
import { excerpt, rowLabel, threadDetail } from './comment-audit.js';
import { assertCommentRight } from './comment-policy.js';
import { readThread, readThreads } from './comment-store.js';

type Person = Pick<SignedInUser, 'id' | 'name'>;

/** Holds the spec until the transaction ends, so two writers cannot both pass a limit. */
async function lockSpec(tx: Tx, specId: string): Promise<void> {
  await tx.select({ id: specs.id }).from(specs).where(eq(specs.id, specId)).for('update');
}

async function commentsOf(tx: Tx, specId: string): Promise<number> {
  const [found] = await tx.select({ n: count() }).from(specComments).where(eq(specComments.specId, specId));
  return found?.n ?? 0;
}

async function repliesOf(tx: Tx, threadId: string): Promise<number> {
  const [found] = await tx
    .select({ n: count() })
    .from(specComments)
    .where(eq(specComments.threadId, threadId));
  return found?.n ?? 0;
}

async function threadOrThrow(tx: Tx, specId: string, threadId: string): Promise<CommentThread> {
  const thread = await readThread(tx, specId, threadId);
  if (!thread) throw new AppError(404, COMMENT_MESSAGES.notFound);
  return thread;
}

async function labelOrThrow(tx: Tx, specId: string, rowId: string): Promise<string> {
  const label = await rowLabel(tx, specId, rowId);
  if (label === null) throw new AppError(404, COMMENT_MESSAGES.rowNotFound);
  return label;
}

export interface CommentsDependencies {
  db: Database;
  mailer: Mailer;
  /** Where the app is, for the link in a mention's mail. */
  publicUrl: string;
}

/**
 * Comment threads on a spec's rows; each write checks the caller's role and is in the audit trail. A new
 * comment or reply that mentions members puts it in their inboxes and mails them once it is stored.
 */
export function commentsService({ db, mailer, publicUrl }: CommentsDependencies) {
  return {
    async list(actor: Person, specId: string): Promise<CommentThread[]> {
      await assertCommentRight(db, actor, specId, 'read');
      return readThreads(db, specId);
    },

    async create(actor: Person, specId: string, input: CommentCreate): Promise<CommentThread> {
      const written = await db.transaction(async (tx) => {
        await assertCommentRight(tx, actor, specId, 'comment');
        await lockSpec(tx, specId);
        const label = await labelOrThrow(tx, specId, input.row_id);
        if ((await commentsOf(tx, specId)) >= MAX_COMMENTS_PER_SPEC) {
          throw new AppError(409, COMMENT_MESSAGES.tooMany);
        }
        const [created] = await tx
          .insert(specComments)
          .values({
            specId,
            rowId: input.row_id,
            field: input.field ?? null,
            quote: input.quote ?? null,
            startOffset: input.start ?? null,
            endOffset: input.end ?? null,
            kind: input.kind,
            body: input.body,
            proposedText: input.kind === 'proposal' ? (input.proposed_text ?? null) : null,
            authorId: actor.id,
          })
          .returning({ id: specComments.id });
        if (!created) throw new Error('The comment was not written.');
        await recordAudit(tx, [
          {
            specId,
            user: actor,
            action: 'commented',
            rowId: input.row_id,
            field: input.field ?? null,
            after: input.kind === 'proposal' ? input.proposed_text : undefined,
            detail: threadDetail(input.kind, label, input.body),
          },
        ]);
        const mentions = await recordMentions(tx, {
          specId,
          rowId: input.row_id,
          commentId: created.id,
          body: input.body,
          writer: actor,
        });
        return { thread: await threadOrThrow(tx, specId, created.id), mentions };
      });
      sendMentionMails(mailer, publicUrl, written.mentions);
      return written.thread;
    },

    async reply(actor: Person, specId: string, threadId: string, body: string): Promise<CommentThread> {
      const written = await db.transaction(async (tx) => {
        await assertCommentRight(tx, actor, specId, 'comment');
        await lockSpec(tx, specId);
        const thread = await threadOrThrow(tx, specId, threadId);
        if ((await repliesOf(tx, threadId)) >= MAX_REPLIES_PER_THREAD) {
          throw new AppError(409, COMMENT_MESSAGES.tooManyReplies);
        }
        if ((await commentsOf(tx, specId)) >= MAX_COMMENTS_PER_SPEC) {
          throw new AppError(409, COMMENT_MESSAGES.tooMany);
        }
        const [created] = await tx
          .insert(specComments)
          .values({
            specId,
            threadId,
            rowId: thread.row_id,
            field: thread.field,
            kind: 'comment',
            body,
            authorId: actor.id,
          })
          .returning({ id: specComments.id });
        if (!created) throw new Error('The reply was not written.');
        const label = (await rowLabel(tx, specId, thread.row_id)) ?? thread.row_id;
        await recordAudit(tx, [
          {
            specId,
            user: actor,
            action: 'commented',
            rowId: thread.row_id,
            detail: `Reply on ${label}: ${excerpt(body)}`,
          },
        ]);
        const mentions = await recordMentions(tx, {
          specId,
          rowId: thread.row_id,
          commentId: created.id,
          body,
          writer: actor,
        });
        return { thread: await threadOrThrow(tx, specId, threadId), mentions };
      });
      sendMentionMails(mailer, publicUrl, written.mentions);
      return written.thread;
    },

    update(actor: Person, specId: string, threadId: string, change: CommentUpdate): Promise<CommentThread> {
      return db.transaction(async (tx) => {
        const accepting = change.accepted === true;
        await assertCommentRight(tx, actor, specId, accepting ? 'accept' : 'comment');
        const thread = await threadOrThrow(tx, specId, threadId);
        const label = (await rowLabel(tx, specId, thread.row_id)) ?? thread.row_id;
        const now = new Date();
        const where = and(eq(specComments.id, threadId), isNull(specComments.threadId));
        if (accepting) {
          if (thread.kind !== 'proposal') throw new AppError(409, COMMENT_MESSAGES.notProposal);
          if (thread.accepted_at !== null) throw new AppError(409, COMMENT_MESSAGES.alreadyAccepted);
          await tx
            .update(specComments)
            .set({
              acceptedBy: actor.id,
              acceptedAt: now,
              status: 'resolved',
              resolvedBy: actor.id,
              resolvedAt: now,
            })
            .where(where);
        } else if (change.status === 'resolved') {
          await tx
            .update(specComments)
            .set({ status: 'resolved', resolvedBy: actor.id, resolvedAt: now })
            .where(where);
        } else {
          await tx
            .update(specComments)
            .set({ status: 'open', resolvedBy: null, resolvedAt: null })
            .where(where);
        }
        const verb = accepting ? 'Accepted' : change.status === 'resolved' ? 'Resolved' : 'Reopened';
        await recordAudit(tx, [
          {
            specId,
            user: actor,
            action: 'commented',
            rowId: thread.row_id,
            field: thread.field,
            after: accepting ? thread.proposed_text : undefined,
            detail: `${verb} ${COMMENT_KIND_LABELS[thread.kind].toLowerCase()} on ${label}: ${excerpt(thread.body)}`,
          },
        ]);
        return threadOrThrow(tx, specId, threadId);
      });
    },
  };
}

export type CommentsService = ReturnType<typeof commentsService>;
