import { z } from 'zod';
import { specSummarySchema } from './specs.js';
import { specWorkspaceSchema } from './workspaces.js';

/** `GET /api/specs` as the web app reads it: each spec with its workspace (null, or absent: a personal spec). */
export const specListInWorkspacesSchema = z.object({
  specs: z.array(specSummarySchema.extend({ workspace: specWorkspaceSchema.default(null) })),
});
export type SpecSummaryInWorkspace = z.infer<typeof specListInWorkspacesSchema>['specs'][number];

/** `GET /api/specs/{id}/rows/{rowId}/change`: who changed a row last, and when (null: nobody since it was kept). */
export const rowLastChangeSchema = z.object({
  changed_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  changed_at: z.string().nullable(),
});
export type RowLastChange = z.infer<typeof rowLastChangeSchema>;
export const specRowParamsSchema = z.object({ id: z.uuid(), rowId: z.string().min(1).max(200) });
