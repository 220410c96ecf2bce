import {
  workspaceEndpoints as api,
  endpointUrl,
  type InvitationCreate,
  type InvitationCreated,
  type InvitationPreview,
  type RowLastChange,
  specEndpoints,
  type WorkspaceDetail,
  type WorkspaceRole,
  type WorkspaceSummary,
} from '@specwright/core';
import { apiRequest } from '../../api/api-request';

const TIMEOUT_MS = 30_000;
const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

export type { InvitationCreated, InvitationPreview, WorkspaceDetail, WorkspaceSummary };

export async function fetchWorkspaces(signal?: AbortSignal): Promise<WorkspaceSummary[]> {
  const { workspaces } = await apiRequest(endpointUrl(api.list), {
    schema: api.list.response,
    timeoutMs: TIMEOUT_MS,
    ...withSignal(signal),
  });
  return workspaces;
}

export async function createWorkspace(name: string): Promise<WorkspaceSummary> {
  const { workspace } = await apiRequest(endpointUrl(api.create), {
    method: 'POST',
    body: { name },
    schema: api.create.response,
    timeoutMs: TIMEOUT_MS,
  });
  return workspace;
}

export function fetchWorkspace(id: string, signal?: AbortSignal): Promise<WorkspaceDetail> {
  return apiRequest(endpointUrl(api.read, { params: { id } }), {
    schema: api.read.response,
    timeoutMs: TIMEOUT_MS,
    ...withSignal(signal),
  });
}

export async function renameWorkspace(id: string, name: string): Promise<void> {
  await apiRequest(endpointUrl(api.rename, { params: { id } }), {
    method: 'PATCH',
    body: { name },
    schema: api.rename.response,
    timeoutMs: TIMEOUT_MS,
  });
}

export async function deleteWorkspace(id: string): Promise<void> {
  await apiRequest(endpointUrl(api.remove, { params: { id } }), {
    method: 'DELETE',
    schema: api.remove.response,
    timeoutMs: TIMEOUT_MS,
  });
}

export function invite(id: string, invitation: InvitationCreate): Promise<InvitationCreated> {
  return apiRequest(endpointUrl(api.invite, { params: { id } }), {
    method: 'POST',
    body: invitation,
    schema: api.invite.response,
    timeoutMs: TIMEOUT_MS,
  });
}

export async function withdrawInvitation(id: string, invitationId: string): Promise<void> {
  await apiRequest(endpointUrl(api.withdrawInvitation, { params: { id, invitationId } }), {
    method: 'DELETE',
    schema: api.withdrawInvitation.response,
    timeoutMs: TIMEOUT_MS,
  });
}

export async function changeMemberRole(id: string, userId: string, role: WorkspaceRole): Promise<void> {
  await apiRequest(endpointUrl(api.changeRole, { params: { id, userId } }), {
    method: 'PATCH',
    body: { role },
    schema: api.changeRole.response,
    timeoutMs: TIMEOUT_MS,
  });
}

/** Removes a member; the caller's own id leaves the workspace. */
export async function removeMember(id: string, userId: string): Promise<void> {
  await apiRequest(endpointUrl(api.removeMember, { params: { id, userId } }), {
    method: 'DELETE',
    schema: api.removeMember.response,
    timeoutMs: TIMEOUT_MS,
  });
}

/** What an invitation link offers (no sign-in needed); a used, withdrawn or expired one fails with 404. */
export function fetchInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return apiRequest(endpointUrl(api.invitation, { params: { token } }), {
    schema: api.invitation.response,
    timeoutMs: TIMEOUT_MS,
    ...withSignal(signal),
  });
}

export async function acceptInvitation(token: string): Promise<WorkspaceSummary> {
  const { workspace } = await apiRequest(endpointUrl(api.accept, { params: { token } }), {
    method: 'POST',
    schema: api.accept.response,
    timeoutMs: TIMEOUT_MS,
  });
  return workspace;
}

/** Moves a kept spec into a workspace, or back to the caller's personal specs (null). */
export async function moveSpecToWorkspace(specId: string, workspaceId: string | null): Promise<void> {
  await apiRequest(endpointUrl(api.moveSpec, { params: { id: specId } }), {
    method: 'PUT',
    body: { workspace_id: workspaceId },
    schema: api.moveSpec.response,
    timeoutMs: TIMEOUT_MS,
  });
}

export function fetchRowLastChange(
  specId: string,
  rowId: string,
  signal?: AbortSignal,
): Promise<RowLastChange> {
  return apiRequest(endpointUrl(specEndpoints.rowChange, { params: { id: specId, rowId } }), {
    schema: specEndpoints.rowChange.response,
    timeoutMs: TIMEOUT_MS,
    ...withSignal(signal),
  });
}
