import {
  FORM_MESSAGES,
  FORM_TEXT_MAX_LENGTH,
  feedbackSubmission,
  hasErrors,
  validateFeedback,
} from '@specwright/core';
import { useState } from 'react';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { FormActions } from '../../ui/dialog/FormActions';
import { TextField } from '../../ui/TextField';
import { useSendForm } from './use-send-form';
import './forms.css';

/** Help → Send Feedback (docs/product-rules.md, "Validation"): an optional name and a required message of up to 1000 characters. */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const [draft, setDraft] = useState({ name: '', message: '' });
  // The message error shows once the field has been left or cleared: Send stays disabled while it is empty.
  const [touched, setTouched] = useState(false);
  const { userEmail, sending, error, send } = useSendForm({
    failed: FORM_MESSAGES.feedbackFailed,
    successTitle: 'Feedback Sent',
    successMessage: FORM_MESSAGES.feedbackSent,
  });
  const errors = validateFeedback(draft);
  const isEmpty = draft.message.trim() === '';

  const submit = () => {
    setTouched(true);
    if (!hasErrors(errors)) void send(feedbackSubmission(draft, userEmail));
  };

  return (
    <DialogFrame
      title="Send Feedback"
      description="Tell us what works, what does not, and what you would like to see next."
      onClose={onClose}
      testId="feedback-dialog"
      form={{ onSubmit: submit, error: error }}
      actions={
        <FormActions submitLabel={sending ? 'Sending…' : 'Send'} submitDisabled={isEmpty || sending} />
      }
    >
      <TextField
        id="feedback-name"
        label="Name (optional)"
        autoComplete="name"
        value={draft.name}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
      />
      <TextField
        multiline
        maxLength={FORM_TEXT_MAX_LENGTH}
        id="feedback-message"
        label="Message"
        value={draft.message}
        error={touched ? errors.message : undefined}
        onChange={(event) => {
          if (event.target.value.trim() === '' && draft.message.trim() !== '') setTouched(true);
          setDraft({ ...draft, message: event.target.value });
        }}
        onBlur={() => setTouched(true)}
      />
      <p className="forms-dialog__note">
        {userEmail ? `We will reply to ${userEmail}.` : 'You are not signed in, so this is sent anonymously.'}
      </p>
    </DialogFrame>
  );
}
