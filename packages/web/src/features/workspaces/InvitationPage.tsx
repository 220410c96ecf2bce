import { ROLE_LABELS, WORKSPACE_MESSAGES } from '@specwright/core';
import { type ReactNode, useEffect, useId } from 'react';
import { GoneScreen, RetryScreen } from '../../ui/ErrorScreen';
import { LogoMark } from '../../ui/icons';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { Notice } from '../../ui/Notice';
import { rememberInvitation, rememberJoinedWorkspace } from './invitation-link';
import { type InvitationState, useInvitation } from './use-invitation';
import type { InvitationPreview } from './workspaces-api';
import './invitation-page.css';

const ROLE_MEANINGS = {
  owner: 'manage the workspace and edit its specs',
  editor: 'open and edit its specs',
  reviewer: 'read and comment on its specs',
  viewer: 'read its specs',
} as const;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The page an invitation link opens (`/invite/<token>`): who invites whom to which workspace, and Accept. */
export function InvitationPage({ token }: { token: string }) {
  const { state, accept } = useInvitation(token);
  const name = state.kind === 'ready' ? state.invitation.workspace_name : null;
  useEffect(() => {
    document.title = name ? `Join ${name} · Specwright` : 'Invitation · Specwright';
  }, [name]);
  if (state.kind !== 'ready') return <InvitationProblem state={state} />;
  const { invitation, signedInAs } = state;
  const joined = accept.data;
  const openApp = () => {
    if (joined) rememberJoinedWorkspace(joined.id);
    window.location.assign('/');
  };
  const signIn = () => {
    rememberInvitation(token);
    window.location.assign('/');
  };
  return (
    <InvitationCard invitation={invitation}>
      {joined ? (
        <>
          <p role="status" className="invitation-page__done">
            You joined “{joined.name}” as {ROLE_LABELS[joined.role]}.
          </p>
          <button type="button" className="button primary" onClick={openApp}>
            Open the workspace
          </button>
        </>
      ) : signedInAs === null ? (
        <>
          <p>Sign in (or create an account) with {invitation.email} to accept it.</p>
          <button type="button" className="button primary" onClick={signIn}>
            Sign in to accept
          </button>
        </>
      ) : !sameEmail(signedInAs, invitation.email) ? (
        <Notice tone="error">
          {WORKSPACE_MESSAGES.invitationOtherEmail} You are signed in as {signedInAs}.
        </Notice>
      ) : (
        <>
          {accept.isError ? <Notice tone="error">{errorText(accept.error)}</Notice> : null}
          <button
            type="button"
            className="button primary"
            aria-disabled={accept.isPending || undefined}
            onClick={() => {
              if (!accept.isPending) accept.mutate();
            }}
          >
            {accept.isPending ? 'Accepting…' : 'Accept invitation'}
          </button>
        </>
      )}
    </InvitationCard>
  );
}

function InvitationCard({ invitation, children }: { invitation: InvitationPreview; children: ReactNode }) {
  const titleId = useId();
  return (
    <main className="app-screen invitation-page" data-testid="invitation-page">
      <section className="app-screen__card" aria-labelledby={titleId}>
        <a className="invitation-page__brand" href="/" aria-label="Specwright home">
          <LogoMark size={20} />
          <span>Specwright</span>
        </a>
        <h1 id={titleId} className="app-screen__title">
          Join “{invitation.workspace_name}”
        </h1>
        <p>
          {invitation.invited_by ?? 'Someone'} invited {invitation.email} to the workspace “
          {invitation.workspace_name}” as <strong>{ROLE_LABELS[invitation.role]}</strong>: members with this
          role {ROLE_MEANINGS[invitation.role]}.
        </p>
        {children}
      </section>
    </main>
  );
}

function InvitationProblem({ state }: { state: Exclude<InvitationState, { kind: 'ready' }> }) {
  switch (state.kind) {
    case 'loading':
      return <LoadingScreen label="Loading the invitation…" />;
    case 'unavailable':
      return (
        <GoneScreen
          title="This invitation no longer works"
          testId="invitation-unavailable"
          message={state.message}
          advice="Ask an owner of the workspace to invite you again."
        />
      );
    case 'failed':
      return (
        <RetryScreen
          title="The invitation could not be loaded"
          testId="invitation-failed"
          message={state.message}
          retry={state.retry}
        />
      );
  }
}
