import { InvitationPage } from '../../features/workspaces/InvitationPage';

/** The whole window of an invitation link (`/invite/<token>`): no menus, no tabs. */
export function InvitationScreen({ token }: { token: string }) {
  return <InvitationPage token={token} />;
}
