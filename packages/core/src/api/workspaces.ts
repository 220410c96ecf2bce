import { z } from 'zod';
import { INVITED_ROLES, WORKSPACE_MESSAGES, WORKSPACE_ROLES } from '../live/roles.js';
import { text } from './text.js';

export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES);
export const invitedRoleSchema = z.enum(INVITED_ROLES);

const workspaceName = () => text().trim().min(1, WORKSPACE_MESSAGES.nameRequired).max(120);

/** A workspace as its member sees it in a list: their role, how many members and specs it has. */
export const workspaceSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: workspaceRoleSchema,
  members: z.number().int(),
  specs: z.number().int(),
  created_at: z.string(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

export const workspaceListSchema = z.object({ workspaces: z.array(workspaceSummarySchema) });
export type WorkspaceList = z.infer<typeof workspaceListSchema>;

/** `POST /api/workspaces` and `PATCH /api/workspaces/{id}`: the workspace's name. */
export const workspaceNameSchema = z.object({ name: workspaceName() });

export const workspaceAnswerSchema = z.object({ workspace: workspaceSummarySchema });
export type WorkspaceAnswer = z.infer<typeof workspaceAnswerSchema>;

export const workspaceMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  joined_at: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

/** An invitation not yet accepted (its token is never shown again). */
export const workspaceInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: invitedRoleSchema,
  created_at: z.string(),
  expires_at: z.string(),
});
export type WorkspaceInvitation = z.infer<typeof workspaceInvitationSchema>;

/** `GET /api/workspaces/{id}`: the invitations are listed for owners only (empty for the others). */
export const workspaceDetailSchema = z.object({
  workspace: workspaceSummarySchema,
  members: z.array(workspaceMemberSchema),
  invitations: z.array(workspaceInvitationSchema),
});
export type WorkspaceDetail = z.infer<typeof workspaceDetailSchema>;

export const workspaceParamsSchema = z.object({ id: z.uuid() });
export const workspaceMemberParamsSchema = z.object({ id: z.uuid(), userId: text().min(1).max(200) });
export const workspaceInvitationParamsSchema = z.object({ id: z.uuid(), invitationId: z.uuid() });

/** `POST /api/workspaces/{id}/invitations`. */
export const invitationCreateSchema = z.object({
  email: text().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address.')),
  role: invitedRoleSchema,
});
export type InvitationCreate = z.input<typeof invitationCreateSchema>;

/** `sent` when it was mailed; otherwise `url`, the link to pass on (never both). */
export const invitationCreatedSchema = z.object({
  invitation: workspaceInvitationSchema,
  sent: z.boolean(),
  url: z.string().optional(),
});
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;

/** The token of `/api/invitations/{token}`: 32 random bytes, base64url. */
export const invitationTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** What an invitation link shows before it is accepted. */
export const invitationPreviewSchema = z.object({
  workspace_name: z.string(),
  invited_by: z.string().nullable(),
  role: invitedRoleSchema,
  email: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** `PATCH /api/workspaces/{id}/members/{userId}`. */
export const memberRoleSchema = z.object({ role: workspaceRoleSchema });

/** `PUT /api/specs/{id}/workspace`: into a workspace, or (null) out of it into the caller's own specs. */
export const specWorkspaceMoveSchema = z.object({ workspace_id: z.uuid().nullable() });

/** The workspace a spec is kept in, with the caller's role there; null for a personal spec. */
export const specWorkspaceSchema = z
  .object({ id: z.string(), name: z.string(), role: workspaceRoleSchema })
  .nullable();
export type SpecWorkspace = z.infer<typeof specWorkspaceSchema>;
