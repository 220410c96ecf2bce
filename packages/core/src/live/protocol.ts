import { z } from 'zod';
import { MAX_REQUIREMENT_TEXT_LENGTH, REQUIREMENT_TEXT_TOO_LONG_MESSAGE } from '../analysis/limits.js';
import type { CommentThread } from '../api/comments.js';
import { specLinkSchema, specRowSchema } from '../api/spec-changes.js';
import { text } from '../api/text.js';
import type { WORKSPACE_ROLES } from './roles.js';

/**
 * The live channel of a spec kept in a workspace: one WebSocket per browser tab at `/api/live`, which
 * joins the specs open in it. An edit is a batch of operations, each carrying what its sender saw before
 * (`base`), so the server can apply it to whatever the spec holds by then: the server orders the batches,
 * numbers each with the spec's next version, stores it (`spec_changes`) and sends it to everyone in the
 * spec (its sender too: that is the acknowledgement). A client that reconnects asks for the batches after
 * the last version it saw.
 */

/** The longest message a client may send, and the most operations in one edit. */
export const MAX_LIVE_MESSAGE_BYTES = 4 * 1024 * 1024;
export const MAX_LIVE_OPS = 20_000;

const idSchema = text().min(1).max(200);
const cellValueSchema = z.union([
  z.string().max(MAX_REQUIREMENT_TEXT_LENGTH, REQUIREMENT_TEXT_TOO_LONG_MESSAGE),
  z.number(),
  z.boolean(),
  z.null(),
]);

/**
 * One operation of an edit:
 * - `cell`: the row's `field` becomes `value`; `base` is what the sender saw before. When the spec holds
 *   something else by then, texts are merged character by character (both changes kept) and otherwise the
 *   later value wins; the one it replaced travels with the applied change (`replaced`), to restore.
 * - `insertRow`: a new row after row `after` (null: first); a row id already there is an upsert.
 * - `removeRow`, `moveRow` (to after `after`), `columns` (the whole list, later wins),
 *   `uiStyles` (later wins), `link` (added, or its suspect mark replaced, when `present`; removed otherwise).
 */
export const liveOpSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('cell'),
    rowId: idSchema,
    field: idSchema,
    base: cellValueSchema.optional(),
    value: cellValueSchema,
    /** Only in an applied change: the value this edit overwrote when the two could not be merged. */
    replaced: z.object({ value: cellValueSchema, by: z.string() }).optional(),
  }),
  z.object({ op: z.literal('insertRow'), row: specRowSchema, after: idSchema.nullable() }),
  z.object({ op: z.literal('removeRow'), rowId: idSchema }),
  z.object({ op: z.literal('moveRow'), rowId: idSchema, after: idSchema.nullable() }),
  z.object({ op: z.literal('columns'), columns: z.array(z.unknown()).max(500) }),
  z.object({ op: z.literal('uiStyles'), uiStyles: z.unknown() }),
  z.object({ op: z.literal('link'), link: specLinkSchema, present: z.boolean() }),
]);
export type LiveOp = z.infer<typeof liveOpSchema>;

/** Where a person is in a spec: the row and column selected, and whether they are typing in it. */
export const presenceSpotSchema = z.object({
  rowId: idSchema.nullable(),
  field: idSchema.nullable(),
  editing: z.boolean(),
});
export type PresenceSpot = z.infer<typeof presenceSpotSchema>;

/** Messages a client sends. `seq` numbers a connection's edits (1, 2, …). */
export const liveClientMessageSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('join'), specId: z.uuid(), since: z.number().int().min(0).optional() }),
  z.object({ t: z.literal('leave'), specId: z.uuid() }),
  z.object({
    t: z.literal('edit'),
    specId: z.uuid(),
    seq: z.number().int().min(1),
    ops: z.array(liveOpSchema).min(1).max(MAX_LIVE_OPS),
  }),
  z.object({ t: z.literal('presence'), specId: z.uuid(), spot: presenceSpotSchema.nullable() }),
  z.object({ t: z.literal('ping') }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/** A person with the spec open (one entry per connection). `colour` is a CSS colour from their user id. */
export interface LivePeer {
  clientId: string;
  userId: string;
  name: string;
  initials: string;
  colour: string;
  spot: PresenceSpot | null;
}

/** An edit the server applied, as everyone in the spec receives it. `ops` null: read the spec again. */
export interface LiveChange {
  version: number;
  by: { userId: string; name: string } | null;
  at: string;
  /** The sending connection and its `seq`, so the sender recognises its own edit. */
  clientId: string | null;
  seq: number | null;
  ops: LiveOp[] | null;
}

export type LiveRole = (typeof WORKSPACE_ROLES)[number];

/** Messages the server sends. */
export type LiveServerMessage =
  | { t: 'hello'; clientId: string }
  /** The spec joined: the caller's role, who is in it, and either the changes after `since` or `reload`. */
  | {
      t: 'joined';
      specId: string;
      version: number;
      role: LiveRole;
      peers: LivePeer[];
      changes: LiveChange[];
      reload: boolean;
    }
  | { t: 'change'; specId: string; change: LiveChange }
  /** An edit not applied (403 role, 404 spec, 400 invalid, 413 too large, 429 too fast): nothing of it was kept. */
  | { t: 'refused'; specId: string; seq: number | null; status: number; message: string }
  | { t: 'presence'; specId: string; peers: LivePeer[] }
  /** A comment thread written or changed (a reply, resolved, reopened, its proposal accepted). */
  | { t: 'thread'; specId: string; thread: CommentThread }
  /** A review asked for, marked, signed, closed or cancelled: the client reads the spec's reviews again. */
  | { t: 'review'; specId: string; reviewId: string }
  /** A test run was imported: the client reads the spec's test results again. */
  | { t: 'tests'; specId: string }
  | { t: 'role'; specId: string; role: LiveRole }
  /** Access to the spec ended (removed from the workspace, spec moved or deleted). */
  | { t: 'revoked'; specId: string; message: string }
  | { t: 'error'; message: string }
  | { t: 'pong' };

/** The WebSocket close code when the server ends a connection because its user lost access. */
export const LIVE_CLOSE_REVOKED = 4403;
