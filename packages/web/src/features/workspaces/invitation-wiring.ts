import { useEffect } from 'react';
import { runAction } from '../../actions/app-actions';
import { useSession } from '../../state/read-stores';
import {
  INVITE_PATH,
  pendingInvitation,
  takeJoinedWorkspace,
  takePendingInvitation,
} from './invitation-link';

/**
 * An invitation opened signed out comes back here: the app opens the sign-in tab, and once signed in
 * goes back to the invitation to accept it. After accepting, the app opens the workspace joined.
 */
export function useInvitationReturn(): void {
  const status = useSession((state) => state.status);
  useEffect(() => {
    if (status === 'loading') return;
    if (status === 'signedIn') {
      const token = takePendingInvitation();
      if (token !== null) {
        window.location.assign(`${INVITE_PATH}${encodeURIComponent(token)}`);
        return;
      }
      const joined = takeJoinedWorkspace();
      if (joined !== null) runAction('workspaces.open', { source: 'link' }, { workspaceId: joined });
      return;
    }
    if (pendingInvitation() !== null) runAction('account.signIn', { source: 'link' });
  }, [status]);
}
