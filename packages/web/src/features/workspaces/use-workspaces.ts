import type { WorkspaceRole } from '@specwright/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeMemberRole,
  createWorkspace,
  deleteWorkspace,
  fetchWorkspace,
  fetchWorkspaces,
  invite,
  removeMember,
  renameWorkspace,
  withdrawInvitation,
} from './workspaces-api';

export const workspacesQueryKey = ['workspaces'] as const;

/** The signed-in user's workspaces, and making a new one (the list reloads after). */
export function useWorkspaces() {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: [...workspacesQueryKey, 'list'],
    queryFn: ({ signal }) => fetchWorkspaces(signal),
  });
  const create = useMutation({
    mutationFn: (name: string) => createWorkspace(name),
    onSuccess: () => client.invalidateQueries({ queryKey: workspacesQueryKey }),
  });
  return { list, create };
}

/**
 * One workspace: its members and pending invitations, and what its owners (or a member leaving) change.
 * Every change reloads the workspaces and My Specs (a workspace's specs are listed there).
 */
export function useWorkspace(id: string) {
  const client = useQueryClient();
  const reload = async () => {
    await client.invalidateQueries({ queryKey: workspacesQueryKey });
    await client.invalidateQueries({ queryKey: ['my-specs'] });
  };
  const detail = useQuery({
    queryKey: [...workspacesQueryKey, 'detail', id],
    queryFn: ({ signal }) => fetchWorkspace(id, signal),
  });
  const rename = useMutation({ mutationFn: (name: string) => renameWorkspace(id, name), onSuccess: reload });
  const remove = useMutation({ mutationFn: () => deleteWorkspace(id), onSuccess: reload });
  const sendInvitation = useMutation({
    mutationFn: (invitation: { email: string; role: 'editor' | 'reviewer' | 'viewer' }) =>
      invite(id, invitation),
    onSuccess: reload,
  });
  const withdraw = useMutation({
    mutationFn: (invitationId: string) => withdrawInvitation(id, invitationId),
    onSuccess: reload,
  });
  const changeRole = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: WorkspaceRole }) =>
      changeMemberRole(id, userId, role),
    onSuccess: reload,
  });
  const removeOne = useMutation({
    mutationFn: (userId: string) => removeMember(id, userId),
    onSuccess: reload,
  });
  return { detail, rename, remove, sendInvitation, withdraw, changeRole, removeMember: removeOne };
}
