import { z } from 'zod';
import { INVITED_ROLES, WORKSPACE_MESSAGES, WORKSPACE_ROLES } from '../live/roles.js';
import { specSummarySchema } from './specs.js';
import { text } from './text.js';

const roleSchema = z.enum(WORKSPACE_ROLES);
const workspaceName = () => text().trim().min(1, WORKSPACE_MESSAGES.nameRequired).max(100);

/** A workspace as its members see it in a list: the caller's role and how many members and specs it has. */
export const workspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: roleSchema,
  members: z.number().int(),
  specs: z.number().int(),
  created_at: z.string(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspaceMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  joined_at: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

export const workspaceInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  created_at: z.string(),
  expires_at: z.string(),
});
export type WorkspaceInvitation = z.infer<typeof workspaceInvitationSchema>;

export const workspaceListSchema = z.object({ workspaces: z.array(workspaceSchema) });
export const workspaceAnswerSchema = z.object({ workspace: workspaceSchema });
/** A workspace's members; its pending invitations are listed for owners only (empty for the others). */
export const workspaceDetailSchema = z.object({
  workspace: workspaceSchema,
  members: z.array(workspaceMemberSchema),
  invitations: z.array(workspaceInvitationSchema),
});
export type WorkspaceDetail = z.infer<typeof workspaceDetailSchema>;

export const workspaceNameSchema = z.object({ name: workspaceName() });
export const workspaceParamsSchema = z.object({ id: z.uuid() });
export const workspaceMemberParamsSchema = z.object({ id: z.uuid(), userId: z.string().min(1).max(200) });
export const workspaceInvitationParamsSchema = z.object({ id: z.uuid(), invitationId: z.uuid() });
export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const invitationCreateSchema = z.object({
  email: text().trim().toLowerCase().pipe(z.email('Enter an email address.')),
  role: z.enum(INVITED_ROLES),
});
export type InvitationCreate = z.infer<typeof invitationCreateSchema>;
/** `sent` when it was mailed; otherwise `url` (`<origin>/invite/<token>`) for the owner to pass on. */
export const invitationCreatedSchema = z.object({
  invitation: workspaceInvitationSchema,
  sent: z.boolean(),
  url: z.string().optional(),
});
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;

/** What the invitation page shows before it is accepted. */
export const invitationPreviewSchema = z.object({
  workspace_name: z.string(),
  invited_by: z.string(),
  role: roleSchema,
  email: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const memberRoleSchema = z.object({ role: roleSchema });
export const specWorkspaceSchema = z.object({ workspace_id: z.uuid().nullable() });

/** The workspace a kept spec is in, with the caller's role there; null for a personal spec. */
export const specWorkspaceRefSchema = z.object({ id: z.string(), name: z.string(), role: roleSchema });
export type SpecWorkspaceRef = z.infer<typeof specWorkspaceRefSchema>;
export const specSummaryInWorkspaceSchema = specSummarySchema.extend({
  workspace: specWorkspaceRefSchema.nullable().default(null),
});
export type SpecSummaryInWorkspace = z.infer<typeof specSummaryInWorkspaceSchema>;
export const specListInWorkspacesSchema = z.object({ specs: z.array(specSummaryInWorkspaceSchema) });

/** The answers of changes whose body the app does not read (it reads the workspace again after each). */
export const workspaceChangeAnswerSchema = z.unknown();

/** Who changed a row of a kept spec last, and when (null for a row nobody changed since it was kept). */
export const rowLastChangeSchema = z.object({
  changed_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  changed_at: z.string().nullable(),
});
export type RowLastChange = z.infer<typeof rowLastChangeSchema>;
export const specRowParamsSchema = z.object({ id: z.uuid(), rowId: z.string().min(1).max(200) });
