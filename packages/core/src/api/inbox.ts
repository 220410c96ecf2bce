import { z } from 'zod';
import { commentPersonSchema } from './comments.js';
import { endpoint } from './endpoint.js';

/** What a user is told: a mention in a comment, or a review they are asked for. */
export const INBOX_KINDS = ['mention', 'review'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The most inbox items one list answer holds (newest first). */
export const INBOX_PAGE_SIZE = 50;

export const inboxItemSchema = z.object({
  id: z.string(),
  kind: z.enum(INBOX_KINDS),
  spec_id: z.string(),
  spec_title: z.string(),
  row_id: z.string().nullable(),
  comment_id: z.string().nullable(),
  review_id: z.string().nullable(),
  by: commentPersonSchema,
  excerpt: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** `GET /api/inbox`: the newest items the caller may still open, and how many are unread. */
export const inboxSchema = z.object({ items: z.array(inboxItemSchema), unread: z.number().int() });
export type Inbox = z.infer<typeof inboxSchema>;

/** `POST /api/inbox/read`: mark some items read, or all of them. */
export const inboxReadSchema = z
  .object({ ids: z.array(z.uuid()).min(1).max(INBOX_PAGE_SIZE).optional(), all: z.literal(true).optional() })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), {
    message: 'Send either ids or all.',
  });

export const inboxUnreadSchema = z.object({ unread: z.number().int() });

export const inboxEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/inbox', response: inboxSchema }),
  read: endpoint({
    method: 'POST',
    path: '/api/inbox/read',
    body: inboxReadSchema,
    response: inboxUnreadSchema,
  }),
};
