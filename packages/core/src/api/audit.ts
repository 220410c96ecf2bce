import { z } from 'zod';
import { text } from './text.js';

/** What an audit entry records about a spec. */
export const AUDIT_ACTIONS = [
  'created',
  'edited',
  'restored',
  'renamed',
  'moved',
  'trashed',
  'untrashed',
  'versioned',
  'commented',
  'requested',
  'cancelled',
  'reviewed',
  'approved',
  'rejected',
  'signed',
  'exported',
  'committed',
  'shared',
  'tests_imported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How each action is named in the trail. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  created: 'Created',
  edited: 'Edited',
  restored: 'Restored a version',
  renamed: 'Renamed',
  moved: 'Moved',
  trashed: 'Moved to the trash',
  untrashed: 'Restored from the trash',
  versioned: 'Saved a version',
  commented: 'Commented',
  requested: 'Asked for a review',
  cancelled: 'Cancelled a review',
  reviewed: 'Reviewed',
  approved: 'Approved',
  rejected: 'Rejected',
  signed: 'Signed',
  exported: 'Exported',
  committed: 'Committed',
  shared: 'Shared',
  tests_imported: 'Imported test results',
};

export const auditActionSchema = z.enum(AUDIT_ACTIONS);

/**
 * One entry of a spec's audit trail: who did what when; for an edit, the row, the field and the value
 * before and after; `detail` says the rest in words (the export's format, the version's name…).
 */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  user: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: auditActionSchema,
  row_id: z.string().nullable(),
  field: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * `GET /api/specs/{id}/audit`: newest first, a page at a time (`next`: the cursor of the next page), with
 * everyone who has an entry in the trail (for the person filter).
 */
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  next: z.string().nullable(),
  people: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditQuerySchema = z.object({
  action: auditActionSchema.optional(),
  user: text().min(1).max(200).optional(),
  row: text().min(1).max(200).optional(),
  /** The id of the last entry of the page before: the entries older than it. */
  before: text()
    .regex(/^[1-9][0-9]{0,15}$/, 'before must be the cursor of a page (next).')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** `POST /api/specs/{id}/audit/exports`: an export the app made of the spec (exports happen in the browser). */
export const auditExportSchema = z.object({ format: text().min(1).max(40) });
