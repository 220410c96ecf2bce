import { INVITED_ROLES, type InvitedRole, ROLE_LABELS } from '@specwright/core';
import { type FormEvent, useId, useState } from 'react';
import { Notice } from '../../ui/Notice';
import { copyToClipboard } from '../sharing/use-shares';
import type { useWorkspace } from './use-workspaces';

type InvitationMutation = ReturnType<typeof useWorkspace>['sendInvitation'];

const isInvitedRole = (value: string): value is InvitedRole =>
  (INVITED_ROLES as readonly string[]).includes(value);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Invite by email and role: says the mail went out, or shows the link to pass on when no mail was sent. */
export function InviteForm({
  workspaceName,
  invitation,
}: {
  workspaceName: string;
  invitation: InvitationMutation;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>('editor');
  const ids = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invitation.isPending || email.trim() === '') return;
    invitation.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail('') });
  };
  const answer = invitation.data;
  return (
    <section className="workspaces-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Invite</h2>
      <p className="workspaces-page__note">
        The person gets a link to join “{workspaceName}” with the role you choose; it works once, for that
        email address.
      </p>
      <form className="workspaces-invite" onSubmit={submit} aria-label="Invite">
        <label htmlFor={`${ids}-email`}>Email</label>
        <input
          id={`${ids}-email`}
          className="form-input"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor={`${ids}-role`}>Role</label>
        <select
          id={`${ids}-role`}
          className="form-input"
          value={role}
          onChange={(event) => {
            if (isInvitedRole(event.target.value)) setRole(event.target.value);
          }}
        >
          {INVITED_ROLES.map((choice) => (
            <option key={choice} value={choice}>
              {ROLE_LABELS[choice]}
            </option>
          ))}
        </select>
        <button type="submit" className="button primary" aria-disabled={invitation.isPending || undefined}>
          {invitation.isPending ? 'Sending…' : 'Send Invitation'}
        </button>
      </form>
      {invitation.isError ? <Notice tone="error">{errorText(invitation.error)}</Notice> : null}
      {answer?.sent ? (
        <p className="workspaces-invite__sent" role="status">
          Invitation sent to {answer.invitation.email}.
        </p>
      ) : null}
      {answer && !answer.sent && answer.url ? (
        <InvitationLink key={answer.invitation.id} email={answer.invitation.email} url={answer.url} />
      ) : null}
    </section>
  );
}

type CopyState = 'idle' | 'copied' | 'refused';

/** The invitation's link when no mail went out, to pass on by hand. */
function InvitationLink({ email, url }: { email: string; url: string }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const ids = useId();
  const copyLink = async () => setCopy((await copyToClipboard(url)) ? 'copied' : 'refused');
  return (
    <div className="workspaces-invite__link">
      <label htmlFor={`${ids}-link`}>Invitation link for {email}</label>
      <div className="workspaces-invite__link-row">
        <input
          id={`${ids}-link`}
          className="form-input"
          value={url}
          readOnly
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button primary" onClick={copyLink}>
          {copy === 'copied' ? 'Copied' : 'Copy link'}
        </button>
      </div>
      <p className="workspaces-page__note" role="status">
        {copy === 'refused'
          ? 'The browser did not allow copying: select the link and press Ctrl+C (⌘C).'
          : 'No mail was sent (this server sends no mail): pass the link on yourself.'}
      </p>
    </div>
  );
}
