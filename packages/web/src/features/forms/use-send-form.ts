import type { FeedbackSubmission } from '@specwright/core';
import { useState } from 'react';
import { useSession } from '../../state/read-stores';
import { sendFailureMessage, submitFeedback } from './feedback-api';
import { showFormMessage } from './forms-dialogs-wiring';

interface SendFormTexts {
  /** 'Failed to send feedback.' or 'Failed to send template request.' */
  failed: string;
  successTitle: string;
  successMessage: string;
}

/**
 * Sending one of the forms: the signed-in user's email (null when signed out), the sending flag, the
 * failure message, and the thank-you message on success.
 */
export function useSendForm({ failed, successTitle, successMessage }: SendFormTexts) {
  const userEmail = useSession((state) => state.user?.email ?? null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (submission: FeedbackSubmission) => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      await submitFeedback(submission);
      // The thank-you message takes the form's place.
      showFormMessage({ title: successTitle, message: successMessage });
    } catch (caught) {
      setError(sendFailureMessage(caught, failed));
      setSending(false);
    }
  };

  return { userEmail, sending, error, send };
}
