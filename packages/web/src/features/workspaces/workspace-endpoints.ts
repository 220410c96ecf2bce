import {
  endpoint,
  invitationCreatedSchema,
  invitationCreateSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  memberRoleSchema,
  okResponseSchema,
  rowLastChangeSchema,
  specAnswerSchema,
  specParamsSchema,
  specRowParamsSchema,
  specWorkspaceMoveSchema,
  workspaceAnswerSchema,
  workspaceDetailSchema,
  workspaceInvitationParamsSchema,
  workspaceListSchema,
  workspaceMemberParamsSchema,
  workspaceNameSchema,
  workspaceParamsSchema,
} from '@specwright/core';

const byId = { params: workspaceParamsSchema } as const;

/**
 * Workspaces: their members and roles, invitations by email, and moving a spec in or out; as the server's
 * workspace routes define them (core's `workspaceEndpoints` once they are on this branch), and who changed
 * a row last (the live channel's route).
 */
export const workspaceEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/workspaces', response: workspaceListSchema }),
  create: endpoint({
    method: 'POST',
    path: '/api/workspaces',
    body: workspaceNameSchema,
    response: workspaceAnswerSchema,
  }),
  read: endpoint({ method: 'GET', path: '/api/workspaces/:id', ...byId, response: workspaceDetailSchema }),
  rename: endpoint({
    method: 'PATCH',
    path: '/api/workspaces/:id',
    ...byId,
    body: workspaceNameSchema,
    response: workspaceAnswerSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/workspaces/:id', ...byId, response: okResponseSchema }),
  invite: endpoint({
    method: 'POST',
    path: '/api/workspaces/:id/invitations',
    ...byId,
    body: invitationCreateSchema,
    response: invitationCreatedSchema,
  }),
  withdrawInvitation: endpoint({
    method: 'DELETE',
    path: '/api/workspaces/:id/invitations/:invitationId',
    params: workspaceInvitationParamsSchema,
    response: okResponseSchema,
  }),
  invitation: endpoint({
    method: 'GET',
    path: '/api/invitations/:token',
    params: invitationTokenParamsSchema,
    response: invitationPreviewSchema,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/invitations/:token/accept',
    params: invitationTokenParamsSchema,
    response: workspaceAnswerSchema,
  }),
  changeRole: endpoint({
    method: 'PATCH',
    path: '/api/workspaces/:id/members/:userId',
    params: workspaceMemberParamsSchema,
    body: memberRoleSchema,
    response: okResponseSchema,
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/api/workspaces/:id/members/:userId',
    params: workspaceMemberParamsSchema,
    response: okResponseSchema,
  }),
  moveSpec: endpoint({
    method: 'PUT',
    path: '/api/specs/:id/workspace',
    params: specParamsSchema,
    body: specWorkspaceMoveSchema,
    response: specAnswerSchema,
  }),
  rowChange: endpoint({
    method: 'GET',
    path: '/api/specs/:id/rows/:rowId/change',
    params: specRowParamsSchema,
    response: rowLastChangeSchema,
  }),
};
