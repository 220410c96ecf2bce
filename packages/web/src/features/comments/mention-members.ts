import { type CommentPerson, endpointUrl, workspaceEndpoints } from '@specwright/core';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../api/api-request';
import { useAccountSpecs } from '../../state/read-stores';

const TIMEOUT_MS = 15_000;
const NONE: readonly CommentPerson[] = [];

/** Each workspace's members, read once per page load (a failed read is tried again next time). */
const membersByWorkspace = new Map<string, Promise<readonly CommentPerson[]>>();

function membersOf(workspaceId: string): Promise<readonly CommentPerson[]> {
  let members = membersByWorkspace.get(workspaceId);
  if (!members) {
    const url = endpointUrl(workspaceEndpoints.read, { params: { id: workspaceId } });
    members = apiRequest(url, { schema: workspaceEndpoints.read.response, timeoutMs: TIMEOUT_MS }).then(
      (detail) => detail.members.map((member) => ({ id: member.user_id, name: member.name })),
    );
    members.catch(() => membersByWorkspace.delete(workspaceId));
    membersByWorkspace.set(workspaceId, members);
  }
  return members;
}

/**
 * The people who can be mentioned in the comments of an open file: the members of its spec's workspace
 * (a personal spec has none). Empty until they are read.
 */
export function useMentionMembers(fileId: string): readonly CommentPerson[] {
  const workspaceId = useAccountSpecs((state) => state.links[fileId]?.workspaceId);
  const [members, setMembers] = useState<{ of: string; list: readonly CommentPerson[] } | null>(null);
  useEffect(() => {
    if (!workspaceId) return;
    let current = true;
    membersOf(workspaceId)
      .then((list) => {
        if (current) setMembers({ of: workspaceId, list });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [workspaceId]);
  return workspaceId && members?.of === workspaceId ? members.list : NONE;
}

/** The names a comment's mentions are found with. */
export const namesOf = (members: readonly CommentPerson[]) =>
  members.map((member) => member.name).filter((name) => name.trim() !== '');
