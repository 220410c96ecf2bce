import type { FeedbackSubmission } from '@specwright/core';
import { useState } from 'react';
import { useUiStore } from '../../state/ui';
import { sendFailureMessage, submitFeedback } from './feedback-api';
import { closeFormDialog } from './forms-dialog-store';

interface SendFormTexts {
  /** 'Failed to send feedback.' or 'Failed to send template request.' */
  failed: string;
  successTitle: string;
  successMessage: string;
}

/** Sending one of the forms: the sending flag, the failure message, and the thank-you modal on success. */
export function useSendForm({ failed, successTitle, successMessage }: SendFormTexts) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const openModal = useUiStore((state) => state.openModal);

  const send = async (submission: FeedbackSubmission) => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      await submitFeedback(submission);
      closeFormDialog();
      openModal({ type: 'info', title: successTitle, message: successMessage });
    } catch (caught) {
      setError(sendFailureMessage(caught, failed));
      setSending(false);
    }
  };

  return { sending, error, send };
}
