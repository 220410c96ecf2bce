import {
  FORM_MESSAGES,
  FORM_TEXT_MAX_LENGTH,
  hasErrors,
  templateRequestSubmission,
  validateTemplateRequest,
} from '@specwright/core';
import { useState } from 'react';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { FormActions } from '../../ui/dialog/FormActions';
import { TextField } from '../../ui/TextField';
import { useSendForm } from './use-send-form';
import './forms.css';

/** Templates page → Request a Template (docs/product-rules.md, "Validation"): name and description required; name and email optional. */
export function TemplateRequestDialog({ onClose }: { onClose: () => void }) {
  const [draft, setDraft] = useState({ templateName: '', templateDescription: '', name: '', email: '' });
  const [submitted, setSubmitted] = useState(false);
  const { userEmail, sending, error, send } = useSendForm({
    failed: FORM_MESSAGES.templateRequestFailed,
    successTitle: 'Template Requested',
    successMessage: FORM_MESSAGES.templateRequestSent,
  });
  const errors = validateTemplateRequest(draft);
  const shown = submitted ? errors : {};
  const update = (changes: Partial<typeof draft>) => setDraft({ ...draft, ...changes });

  const submit = () => {
    setSubmitted(true);
    if (!hasErrors(errors)) {
      void send(templateRequestSubmission(draft, userEmail));
      return;
    }
    // Take the user to the first field to fix.
    const firstInvalid = errors.templateName ? 'template-request-name' : 'template-request-description';
    document.getElementById(firstInvalid)?.focus();
  };

  return (
    <DialogFrame
      title="Request a Template"
      description="Describe the specification template you need; we add the most requested ones."
      onClose={onClose}
      testId="template-request-dialog"
      form={{ onSubmit: submit, error: error }}
      actions={<FormActions submitLabel={sending ? 'Sending…' : 'Send Request'} submitDisabled={sending} />}
    >
      <TextField
        id="template-request-name"
        label="Template Name"
        value={draft.templateName}
        error={shown.templateName}
        onChange={(event) => update({ templateName: event.target.value })}
      />
      <TextField
        multiline
        maxLength={FORM_TEXT_MAX_LENGTH}
        id="template-request-description"
        label="Template Description"
        placeholder="What should the template cover? Sections, columns, example requirements…"
        value={draft.templateDescription}
        error={shown.templateDescription}
        onChange={(event) => update({ templateDescription: event.target.value })}
      />
      <div className="form-row">
        <TextField
          id="template-request-your-name"
          label="Your Name (optional)"
          autoComplete="name"
          value={draft.name}
          onChange={(event) => update({ name: event.target.value })}
        />
        <TextField
          id="template-request-email"
          label="Email (optional)"
          type="email"
          autoComplete="email"
          placeholder={userEmail ?? ''}
          value={draft.email}
          onChange={(event) => update({ email: event.target.value })}
        />
      </div>
    </DialogFrame>
  );
}
