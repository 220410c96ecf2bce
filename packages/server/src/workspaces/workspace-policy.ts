import { canManageWorkspace, WORKSPACE_MESSAGES, type WorkspaceRole } from '@specwright/core';
import { AppError } from '../http/errors.js';

/** A member's role; a non-member (or no such workspace) → 404, so its existence is not revealed. */
export function assertMember(role: WorkspaceRole | null): WorkspaceRole {
  if (role === null) throw new AppError(404, WORKSPACE_MESSAGES.notFound);
  return role;
}

/** Renaming, deleting, inviting and managing members: owners only (another member → 403). */
export function assertOwner(role: WorkspaceRole | null): WorkspaceRole {
  if (!canManageWorkspace(assertMember(role))) throw new AppError(403, WORKSPACE_MESSAGES.ownersOnly);
  return 'owner';
}

/** Adding a spec to a workspace: its owners and editors (others → 403, non-members → 404). */
export function assertCanAddSpecs(role: WorkspaceRole | null): WorkspaceRole {
  const member = assertMember(role);
  if (member !== 'owner' && member !== 'editor') throw new AppError(403, WORKSPACE_MESSAGES.editRefused);
  return member;
}

/** A change that would leave the workspace without an owner → 409. */
export function assertOwnerRemains(ownersAfter: number): void {
  if (ownersAfter < 1) throw new AppError(409, WORKSPACE_MESSAGES.lastOwner);
}
