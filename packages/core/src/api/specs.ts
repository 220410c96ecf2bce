import { z } from 'zod';
import { importSpec } from '../spec/import.js';
import { refuseUnstorableText, text, withoutNulInValue } from './text.js';
import { specWorkspaceSchema, workspaceRoleSchema } from './workspaces.js';

/** The messages of the specs kept in the account. */
export const SPEC_MESSAGES = {
  notFound: 'Spec not found.',
  titleRequired: 'A spec needs a title.',
  changedMeanwhile: 'The spec was changed by someone else since it was read. Read it again and retry.',
  versionNotFound: 'Version not found.',
  versionLocked:
    'This version is the locked baseline of an approved review: it cannot be renamed or deleted.',
  linkNotFound: 'This link does not work: it was revoked, it has expired or it never existed.',
} as const;

/** The 403 answer when a user already keeps as many specs as the server allows (MAX_SPECS_PER_USER). */
export const tooManySpecsMessage = (limit: number) =>
  `You can keep at most ${limit} specs in your account. Delete one (and empty it from the trash) first.`;

/** How long a deleted spec stays in the trash, restorable, before it is removed for good. */
export const SPEC_TRASH_DAYS = 30;

/**
 * A spec file's content, checked by the same rules as File → Open (columns and rows); what is wrong is the
 * import's own message. NUL characters are dropped, as from any spec content. Its value is the imported
 * spec (the import runs once).
 */
export const specDocumentSchema = z
  .unknown()
  .overwrite(withoutNulInValue)
  .transform((value, context) => {
    const imported = importSpec(value);
    if (imported.ok) return imported.spec;
    context.addIssue({ code: 'custom', message: imported.message });
    return z.NEVER;
  })
  .describe('The spec file (JSON: formatVersion, columns, rows, optional uiStyles and links between rows)');

/** `POST /api/specs`: a title and the spec file's content, kept in a workspace when `workspace_id` is given. */
export const specCreateSchema = z.object({
  title: text().trim().min(1, SPEC_MESSAGES.titleRequired).max(200),
  spec: specDocumentSchema,
  workspace_id: z.uuid().optional(),
});
export type SpecCreate = z.input<typeof specCreateSchema>;

/** A spec in a list: never its rows, only how many it has. */
export const specSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  rows: z.number().int(),
  /** Rows that are requirements (not chapters, context or comments). */
  requirements: z.number().int(),
  /** The mean score of the scored requirements; null before a score analysis. */
  mean_score: z.number().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The workspace it is kept in and the caller's role there; null for one of the caller's own specs. */
  workspace: specWorkspaceSchema,
});
export type SpecSummary = z.infer<typeof specSummarySchema>;

export const specListSchema = z.object({ specs: z.array(specSummarySchema) });
export type SpecList = z.infer<typeof specListSchema>;

/** One spec with its content in the saved format. */
export const specAnswerSchema = z.object({
  spec: specSummarySchema.extend({
    data: z.unknown().describe('The spec (columns, rows, uiStyles, links)'),
    /** What the caller may do with it: owner of their own spec, else their role in its workspace. */
    role: workspaceRoleSchema,
  }),
});
export type SpecAnswer = z.infer<typeof specAnswerSchema>;

/** The caller's deleted specs, restorable for SPEC_TRASH_DAYS days after `deleted_at`. */
export const specTrashSchema = z.object({
  specs: z.array(specSummarySchema.extend({ deleted_at: z.string() })),
});
export type SpecTrash = z.infer<typeof specTrashSchema>;

/** A new title (rename) or the title of a copy (duplicate). */
export const specTitleSchema = z.object({
  title: text().trim().min(1, SPEC_MESSAGES.titleRequired).max(200),
});

/** The `{id}` of `/api/specs/{id}`. */
export const specParamsSchema = z.object({ id: z.uuid() });

/** A JSON-RPC message of the Model Context Protocol (checked by the MCP server itself). */
export const mcpMessageSchema = z
  .unknown()
  .superRefine(refuseUnstorableText)
  .describe('A JSON-RPC 2.0 message (or batch) of the Model Context Protocol');
