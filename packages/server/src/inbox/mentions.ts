import { mentionedNames } from '@specwright/core';
import { eq } from 'drizzle-orm';
import { excerpt } from '../comments/comment-audit.js';
import { specs, user, workspaceMembers } from '../db/schema.js';
import type { Tx } from '../specs/spec-rows-store.js';
import { addInboxItems } from './inbox-store.js';

/** How much of a comment an inbox item and its mail repeat. */
export const MENTION_EXCERPT_LENGTH = 200;

/** A comment just written: where, by whom, and its text. */
export interface WrittenComment {
  specId: string;
  rowId: string;
  commentId: string;
  body: string;
  writer: { id: string; name: string };
}

/** Who was told of a mention, for the mail sent once the comment is stored. */
export interface MentionNotice {
  to: { name: string; email: string };
  by: string;
  specId: string;
  specTitle: string;
  /** The row the comment is on. */
  rowId: string;
  excerpt: string;
}

/** The spec's title and its workspace members (every role reads a workspace spec); none for a personal spec. */
async function readersOf(tx: Tx, specId: string) {
  const [spec] = await tx
    .select({ title: specs.title, workspaceId: specs.workspaceId })
    .from(specs)
    .where(eq(specs.id, specId));
  if (!spec?.workspaceId) return { title: spec?.title ?? '', members: [] };
  const members = await tx
    .select({ id: user.id, name: user.name, email: user.email })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, spec.workspaceId));
  return { title: spec.title, members };
}

/**
 * Puts a 'mention' item in the inbox of each member of the spec's workspace the comment names with
 * `@Name` (the writer left out), in the comment's transaction; the notices to mail once it commits.
 */
export async function recordMentions(tx: Tx, comment: WrittenComment): Promise<MentionNotice[]> {
  if (!comment.body.includes('@')) return [];
  const { title, members } = await readersOf(tx, comment.specId);
  const named = new Set(
    mentionedNames(
      comment.body,
      members.map((member) => member.name),
    ).map(lower),
  );
  const mentioned = members.filter(
    (member) => member.id !== comment.writer.id && named.has(lower(member.name.trim())),
  );
  const shown = excerpt(comment.body, MENTION_EXCERPT_LENGTH);
  await addInboxItems(
    tx,
    mentioned.map((member) => ({
      userId: member.id,
      kind: 'mention',
      specId: comment.specId,
      rowId: comment.rowId,
      commentId: comment.commentId,
      actorId: comment.writer.id,
      actorName: comment.writer.name,
      excerpt: shown,
    })),
  );
  return mentioned.map((member) => ({
    to: { name: member.name, email: member.email },
    by: comment.writer.name,
    specId: comment.specId,
    specTitle: title,
    rowId: comment.rowId,
    excerpt: shown,
  }));
}

function lower(text: string): string {
  return text.toLowerCase();
}
