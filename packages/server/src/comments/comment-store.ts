import type { CommentPerson, CommentThread } from '@specwright/core';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { specComments, user } from '../db/schema.js';
import type { Tx } from '../specs/spec-rows-store.js';

/** How a comment names someone whose account was deleted. */
export const FORMER_MEMBER: CommentPerson = { id: '', name: 'Former member' };

const author = alias(user, 'comment_author');
const resolver = alias(user, 'comment_resolver');
const accepter = alias(user, 'comment_accepter');

type Joined = { id: string; name: string } | null;

/** Someone a comment names; the former member when their account is gone. */
const known = (person: Joined): CommentPerson =>
  person === null ? FORMER_MEMBER : { id: person.id, name: person.name.trim() || FORMER_MEMBER.name };

const personOf = (person: Joined, when: Date | null): CommentPerson | null =>
  when === null ? null : known(person);

/** The comments of a spec (or of one thread) with the names of who wrote, resolved and accepted them. */
function selectComments(tx: Tx) {
  return tx
    .select({
      comment: specComments,
      author: { id: author.id, name: author.name },
      resolver: { id: resolver.id, name: resolver.name },
      accepter: { id: accepter.id, name: accepter.name },
    })
    .from(specComments)
    .leftJoin(author, eq(author.id, specComments.authorId))
    .leftJoin(resolver, eq(resolver.id, specComments.resolvedBy))
    .leftJoin(accepter, eq(accepter.id, specComments.acceptedBy));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectComments>['where']>>[number];

function threadOf(record: Selected): CommentThread {
  const { comment } = record;
  return {
    id: comment.id,
    row_id: comment.rowId,
    field: comment.field,
    quote: comment.quote,
    start: comment.startOffset,
    end: comment.endOffset,
    kind: comment.kind as CommentThread['kind'],
    body: comment.body,
    proposed_text: comment.proposedText,
    status: comment.status as CommentThread['status'],
    author: known(record.author),
    created_at: comment.createdAt.toISOString(),
    resolved_by: personOf(record.resolver, comment.resolvedAt),
    resolved_at: comment.resolvedAt?.toISOString() ?? null,
    accepted_by: personOf(record.accepter, comment.acceptedAt),
    accepted_at: comment.acceptedAt?.toISOString() ?? null,
    replies: [],
  };
}

/** Threads from their comments: each reply joins its thread, oldest first. */
function assemble(records: readonly Selected[]): CommentThread[] {
  const threads = new Map<string, CommentThread>();
  for (const record of records) {
    if (record.comment.threadId === null) threads.set(record.comment.id, threadOf(record));
  }
  for (const record of records) {
    const { threadId } = record.comment;
    if (threadId === null) continue;
    threads.get(threadId)?.replies.push({
      id: record.comment.id,
      author: known(record.author),
      body: record.comment.body,
      created_at: record.comment.createdAt.toISOString(),
    });
  }
  return [...threads.values()];
}

/** Every thread of the spec with its replies, oldest first. */
export async function readThreads(tx: Tx, specId: string): Promise<CommentThread[]> {
  const records = await selectComments(tx)
    .where(eq(specComments.specId, specId))
    .orderBy(asc(specComments.createdAt), asc(specComments.id));
  return assemble(records);
}

/** One thread of the spec with its replies; null when it is not there (or is a reply). */
export async function readThread(tx: Tx, specId: string, threadId: string): Promise<CommentThread | null> {
  const records = await selectComments(tx)
    .where(
      and(
        eq(specComments.specId, specId),
        or(
          and(eq(specComments.id, threadId), isNull(specComments.threadId)),
          eq(specComments.threadId, threadId),
        ),
      ),
    )
    .orderBy(asc(specComments.createdAt), asc(specComments.id));
  return assemble(records)[0] ?? null;
}
