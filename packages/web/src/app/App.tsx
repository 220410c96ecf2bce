/**
 * Specwright web app root.
 *
 * Stable hooks for the e2e tests (keep them when refactoring):
 *   Roles and names
 *     menubar "Main menu" → top menuitems File, Edit, View, Analyze, Generate, Review, Help (aria-haspopup="menu");
 *       an open menu is role=menu labelled by its top item; items are role=menuitem named by the action label.
 *     toolbar "Main toolbar" → buttons named by action label, e.g. "Show Project Panel", "Insert Row Above",
 *       "Toggle Properties Panel"; toggles carry aria-pressed, disabled ones aria-disabled="true".
 *     button "Sign In" (menu bar and project tree, signed out)
 *     tablist "Open tabs" → role=tab per open tab (named by title); button "Close <title>" per tab;
 *       role=tabpanel for the active tab; when the tabs do not fit, button "All tabs (<count>)" opens
 *       menu "All tabs" with a menuitemradio per tab (the active one checked).
 *     separator "Resize project tree", separator "Resize side panel" (aria-valuenow/min/max = width in px)
 *     dialog named by its title, e.g. "Sign In Required"; progress modal: role=progressbar.
 *   data-testid
 *     menubar (the whole 28 px bar, including the user area), toolbar, tab-strip, project-tree-panel,
 *     side-panel, tab-content, empty-tabs, about-version (exact version text), about-release-date,
 *     config-error (Configuration Error screen), config-load-error (GET /api/config failed).
 *   /shared/<token> (a read-only link) shows only the shared page: data-testid shared-page, shared-unavailable.
 *   /invite/<token> (an invitation to a workspace) shows only the invitation page: data-testid invitation-page,
 *     invitation-unavailable; button "Accept invitation" (signed in) or "Sign in to accept".
 */

import { lazy, Suspense } from 'react';
import { sharedTokenOf } from '../features/sharing/share-link';
import { invitationTokenOf } from '../features/workspaces/invitation-link';
import { LoadingScreen } from '../ui/LoadingScreen';
import { AppProviders } from './AppProviders';
import { AppShell } from './AppShell';
import { ConfigGate } from './config/ConfigGate';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { ErrorFallback } from './errors/ErrorFallback';

// A read-only link opens a page of its own, loaded only then.
const SharedSpecScreen = lazy(() =>
  import('./shared/SharedSpecScreen').then((module) => ({ default: module.SharedSpecScreen })),
);

// So does an invitation to a workspace.
const InvitationScreen = lazy(() =>
  import('./invite/InvitationScreen').then((module) => ({ default: module.InvitationScreen })),
);

/** The whole window: a read-only link's page, an invitation's page, or the app. */
function Screen() {
  const sharedToken = sharedTokenOf(window.location.pathname);
  if (sharedToken !== null) return <SharedSpecScreen token={sharedToken} />;
  const invitationToken = invitationTokenOf(window.location.pathname);
  if (invitationToken !== null) return <InvitationScreen token={invitationToken} />;
  return null;
}

export function App() {
  const pathname = window.location.pathname;
  const ownPage = sharedTokenOf(pathname) !== null || invitationTokenOf(pathname) !== null;
  return (
    <ErrorBoundary
      fallback={(error) => (
        <ErrorFallback
          error={error}
          layout="screen"
          actionLabel="Reload"
          onAction={() => window.location.reload()}
        />
      )}
    >
      <AppProviders>
        {!ownPage ? (
          <ConfigGate>
            <AppShell />
          </ConfigGate>
        ) : (
          <Suspense fallback={<LoadingScreen />}>
            <Screen />
          </Suspense>
        )}
      </AppProviders>
    </ErrorBoundary>
  );
}
