import { selectIsSignedIn, useSessionStore } from '../../state/session';
import { ActionButton } from '../ActionButton';

/** The right end of the menu bar: a Sign In button when signed out (the signed-in menu arrives with accounts). */
export function UserMenu() {
  const isSignedIn = useSessionStore(selectIsSignedIn);
  return (
    <div className="menubar__user">
      {isSignedIn ? null : <ActionButton actionId="account.signIn" variant="primary" size="small" />}
    </div>
  );
}
