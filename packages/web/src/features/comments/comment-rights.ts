import { ROLE_RIGHTS } from '@specwright/core';
import { useAccountSpecs, useLivePresence } from '../../state/read-stores';

/** What the user may do with the comments of an open file: none when it is not kept in the account. */
export interface CommentRights {
  specId: string | null;
  canComment: boolean;
  canEdit: boolean;
}

/**
 * A personal spec is its keeper's (every right); a workspace spec's rights are the role the live channel
 * reported, none until it did.
 */
export function useCommentRights(fileId: string): CommentRights {
  const link = useAccountSpecs((state) => state.links[fileId]);
  const role = useLivePresence((state) => (link ? state.specs[link.specId]?.role : undefined));
  if (!link) return { specId: null, canComment: false, canEdit: false };
  if (!link.workspaceId) return { specId: link.specId, canComment: true, canEdit: true };
  const rights = role ? ROLE_RIGHTS[role] : null;
  return { specId: link.specId, canComment: rights?.comment ?? false, canEdit: rights?.edit ?? false };
}
