import { ACCOUNT_MESSAGES } from '@specwright/core';
import { useState } from 'react';
import { sendVerificationEmail } from './auth-api';
import { errorMessage } from './use-account-forms';

type Sent = { tone: 'info' | 'error'; text: string } | null;

/**
 * The credits figure's callout while the starting credits wait for the confirmed address: why there are
 * none yet, and "Resend the email" (a new link to the signed-in user's address) with what became of it.
 */
export function CreditsAwaitVerification({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent>(null);

  const resend = async () => {
    setBusy(true);
    setSent(null);
    try {
      await sendVerificationEmail(email);
      setSent({ tone: 'info', text: ACCOUNT_MESSAGES.verificationEmailResent });
    } catch (caught) {
      setSent({ tone: 'error', text: errorMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <dd className="dashboard-figure__callout">
      <p role="note">{ACCOUNT_MESSAGES.creditsAwaitVerification}</p>
      <div className="dashboard-figure__resend">
        <button type="button" className="button small" disabled={busy} onClick={() => void resend()}>
          {ACCOUNT_MESSAGES.resendVerificationEmail}
        </button>
        <span
          className={sent?.tone === 'error' ? 'dashboard-figure__error' : undefined}
          role={sent?.tone === 'error' ? 'alert' : 'status'}
        >
          {sent?.text}
        </span>
      </div>
    </dd>
  );
}
