import type { ReactNode } from 'react';
import { useSession } from '../../state/read-stores';
import { selectIsSignedIn } from '../../state/session';
import { ActionButton } from '../../ui/ActionButton';
import { LockIcon, ProjectTreeIcon } from '../../ui/icons';
import '../../ui/side-area.css';

export const PROJECT_TREE_PANEL_ID = 'project-tree-panel';

/** The left panel. Signed out it asks for sign-in; signed in (until repositories arrive) it invites a connection. */
export function ProjectTreePanel({ width, resizeHandle }: { width: number; resizeHandle: ReactNode }) {
  const isSignedIn = useSession(selectIsSignedIn);
  return (
    <aside
      id={PROJECT_TREE_PANEL_ID}
      className="side-area project-tree"
      style={{ width }}
      aria-labelledby="project-tree-title"
      data-testid="project-tree-panel"
    >
      <header className="side-area__header">
        <h2 id="project-tree-title" className="side-area__title">
          Project
        </h2>
      </header>
      {isSignedIn ? (
        <div className="project-tree__signed-out">
          <span className="project-tree__lock">
            <ProjectTreeIcon size={22} />
          </span>
          <p className="project-tree__heading">No repository connected</p>
          <p className="project-tree__text">Connect a repository to browse its files and open its specs.</p>
          <ActionButton actionId="account.repositories" label="Connect a repository…" size="small" />
        </div>
      ) : (
        <div className="project-tree__signed-out">
          <span className="project-tree__lock">
            <LockIcon size={22} />
          </span>
          <p className="project-tree__heading">Authentication Required</p>
          <p className="project-tree__text">Sign in to connect repositories and browse their files.</p>
          <ActionButton actionId="account.signIn" variant="primary" size="small" />
        </div>
      )}
      {resizeHandle}
    </aside>
  );
}
