import { ROLE_RIGHTS } from '@specwright/core';
import { useQuery } from '@tanstack/react-query';
import { useAccountSpecs, useSession } from '../../state/read-stores';
import { fetchWorkspace } from '../workspaces/workspaces-api';

/** Someone who may be named in a review. */
export interface ReviewCandidate {
  id: string;
  name: string;
}

export interface ReviewPeople {
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  people: readonly ReviewCandidate[];
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Who a review of the open file can name: the members of its workspace who may comment; on a personal
 * spec, only its keeper.
 */
export function useReviewPeople(fileId: string): ReviewPeople {
  const workspaceId = useAccountSpecs((state) => state.links[fileId]?.workspaceId);
  const user = useSession((state) => state.user);
  const members = useQuery({
    queryKey: ['workspaces', 'detail', workspaceId],
    queryFn: ({ signal }) => fetchWorkspace(workspaceId ?? '', signal),
    enabled: workspaceId !== undefined,
  });
  if (!workspaceId) {
    const self = user ? [{ id: user.uid, name: user.displayName || user.email }] : [];
    return { status: 'ready', error: null, people: self };
  }
  if (members.isPending) return { status: 'loading', error: null, people: [] };
  if (members.isError) return { status: 'error', error: messageOf(members.error), people: [] };
  const people = members.data.members
    .filter((member) => ROLE_RIGHTS[member.role].comment)
    .map((member) => ({ id: member.user_id, name: member.name || member.email }));
  return { status: 'ready', error: null, people };
}
