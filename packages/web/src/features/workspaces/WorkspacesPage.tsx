import { useSession } from '../../state/read-stores';
import { selectIsSignedIn } from '../../state/session';
import { ActionButton } from '../../ui/ActionButton';
import { WorkspaceDetailView } from './WorkspaceDetailView';
import { WorkspaceList } from './WorkspaceList';
import { useWorkspacesPageStore } from './workspaces-page-store';
import './workspaces.css';

/** The Workspaces tab: the user's workspaces, or one of them with its members and invitations. */
export function WorkspacesPage() {
  const isSignedIn = useSession(selectIsSignedIn);
  const openId = useWorkspacesPageStore((state) => state.openId);
  return (
    <article
      className="page workspaces-page"
      aria-labelledby="workspaces-title"
      data-testid="workspaces-page"
    >
      <div className="page__body">
        {!isSignedIn ? (
          <div className="workspaces-empty">
            <h1 id="workspaces-title">Workspaces</h1>
            <p>Sign in to share specs with your team in a workspace.</p>
            <ActionButton actionId="account.signIn" variant="primary" />
          </div>
        ) : openId === null ? (
          <WorkspaceList />
        ) : (
          <WorkspaceDetailView key={openId} workspaceId={openId} />
        )}
      </div>
    </article>
  );
}
