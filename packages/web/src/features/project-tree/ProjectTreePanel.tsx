import type { ReactNode } from 'react';
import { useSession } from '../../state/read-stores';
import { selectUser } from '../../state/session';
import { ActionButton } from '../../ui/ActionButton';
import { LockIcon } from '../../ui/icons';
import { RepositoryBrowser } from './RepositoryBrowser';
import '../../ui/side-area.css';
import './project-tree.css';

export const PROJECT_TREE_PANEL_ID = 'project-tree-panel';

/** The left panel. Signed out it asks for sign-in; signed in it browses the user's repositories. */
export function ProjectTreePanel({ width, resizeHandle }: { width: number; resizeHandle: ReactNode }) {
  const user = useSession(selectUser);
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
      {user ? (
        <RepositoryBrowser userId={user.uid} />
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
