import { WORKSPACE_MESSAGES } from '@specwright/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../api/api-request-error';
import { fetchSession } from '../account/auth-api';
import { isWellFormedInvitationToken } from './invitation-link';
import { acceptInvitation, fetchInvitation, type InvitationPreview } from './workspaces-api';

/** What the invitation page shows. */
export type InvitationState =
  | { kind: 'loading' }
  | { kind: 'ready'; invitation: InvitationPreview; signedInAs: string | null }
  | { kind: 'unavailable'; message: string }
  | { kind: 'failed'; message: string; retry: () => void };

/** A used, withdrawn, expired or unknown invitation answers 404; a malformed token 400. */
const isUnavailable = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** The invitation behind a link and who is signed in here (no retries of a link that does not work). */
export function useInvitation(token: string) {
  const wellFormed = isWellFormedInvitationToken(token);
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    enabled: wellFormed,
    retry: (failures, error) => !isUnavailable(error) && failures < 1,
  });
  const session = useQuery({ queryKey: ['invitation-session'], queryFn: () => fetchSession(), retry: false });
  const accept = useMutation({ mutationFn: () => acceptInvitation(token) });
  const state = ((): InvitationState => {
    if (!wellFormed) return { kind: 'unavailable', message: WORKSPACE_MESSAGES.invitationNotFound };
    if (invitation.isError) {
      if (isUnavailable(invitation.error))
        return { kind: 'unavailable', message: WORKSPACE_MESSAGES.invitationNotFound };
      return { kind: 'failed', message: invitation.error.message, retry: () => void invitation.refetch() };
    }
    if (invitation.data && !session.isPending) {
      return { kind: 'ready', invitation: invitation.data, signedInAs: session.data?.email ?? null };
    }
    return { kind: 'loading' };
  })();
  return { state, accept };
}
