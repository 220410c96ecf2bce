/** The kinds of a comment thread on a requirement. */
export const COMMENT_KINDS = ['comment', 'question', 'proposal', 'issue'] as const;
export type CommentKind = (typeof COMMENT_KINDS)[number];

/** How each kind is named to the user. */
export const COMMENT_KIND_LABELS: Record<CommentKind, string> = {
  comment: 'Comment',
  question: 'Question',
  proposal: 'Proposed change',
  issue: 'Issue',
};

export const COMMENT_STATUSES = ['open', 'resolved'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** The longest comment or reply, in characters. */
export const MAX_COMMENT_LENGTH = 10_000;
/** The most comments (threads and replies) one spec keeps. */
export const MAX_COMMENTS_PER_SPEC = 20_000;
/** The most replies one thread keeps. */
export const MAX_REPLIES_PER_THREAD = 500;

export const COMMENT_MESSAGES = {
  empty: 'Write something first.',
  tooLong: `A comment can be at most ${MAX_COMMENT_LENGTH.toLocaleString('en')} characters long.`,
  proposalNeedsText: 'A proposed change needs the new text of the requirement.',
  tooMany: `This spec has ${MAX_COMMENTS_PER_SPEC.toLocaleString('en')} comments, the most a spec keeps.`,
  tooManyReplies: `This thread has ${MAX_REPLIES_PER_THREAD} replies, the most a thread keeps.`,
  notFound: 'This comment no longer exists.',
  rowNotFound: 'This requirement is no longer in the spec.',
  cannotComment: 'Your role in this workspace lets you read comments but not write them.',
  notProposal: 'Only a proposed change can be accepted.',
  alreadyAccepted: 'This proposed change was already accepted.',
} as const;
