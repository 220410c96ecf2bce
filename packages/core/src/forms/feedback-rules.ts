/** The longest feedback message or template description (docs/product-rules.md, "Constants and limits"). */
export const FORM_TEXT_MAX_LENGTH = 1000;

/** Sent as the sender's address when a signed-out user gives feedback (docs/product-rules.md, "Validation"). */
export const ANONYMOUS_FEEDBACK_EMAIL = 'anonymous@specwright.local';

/** The form messages of docs/product-rules.md, "Validation" and "Messages", word for word, plus the success notes. */
export const FORM_MESSAGES = {
  messageRequired: 'Message cannot be empty.',
  templateNameRequired: 'Template Name cannot be empty.',
  templateDescriptionRequired: 'Template Description cannot be empty.',
  feedbackFailed: 'Failed to send feedback.',
  templateRequestFailed: 'Failed to send template request.',
  unknownError: 'An unknown error occurred.',
  tooLong: `Keep it to ${FORM_TEXT_MAX_LENGTH} characters or fewer.`,
  feedbackSent: 'Thank you! Your feedback has been sent.',
  templateRequestSent: 'Thank you! Your template request has been sent.',
} as const;

export interface FeedbackDraft {
  name: string;
  message: string;
}

export interface TemplateRequestDraft {
  templateName: string;
  templateDescription: string;
  name: string;
  email: string;
}

export type FeedbackErrors = Partial<Record<'message', string>>;
export type TemplateRequestErrors = Partial<Record<'templateName' | 'templateDescription', string>>;

/** What `POST /api/feedback/submit` receives (docs/product-rules.md, "Calls"; template requests reuse it). */
export interface FeedbackSubmission {
  name?: string;
  message: string;
  email: string;
  kind: 'feedback' | 'template-request';
  templateName?: string;
  templateDescription?: string;
}

function lengthError(text: string): string | undefined {
  return text.length > FORM_TEXT_MAX_LENGTH ? FORM_MESSAGES.tooLong : undefined;
}

/** The message is required and at most 1000 characters; the name is optional. */
export function validateFeedback(draft: FeedbackDraft): FeedbackErrors {
  const message = draft.message.trim() === '' ? FORM_MESSAGES.messageRequired : lengthError(draft.message);
  return message ? { message } : {};
}

/** Template name and description are required, the description at most 1000 characters. */
export function validateTemplateRequest(draft: TemplateRequestDraft): TemplateRequestErrors {
  const errors: TemplateRequestErrors = {};
  if (draft.templateName.trim() === '') errors.templateName = FORM_MESSAGES.templateNameRequired;
  const description =
    draft.templateDescription.trim() === ''
      ? FORM_MESSAGES.templateDescriptionRequired
      : lengthError(draft.templateDescription);
  if (description) errors.templateDescription = description;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

const optional = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

/** The feedback payload: the signed-in user's email, else the anonymous fallback. */
export function feedbackSubmission(draft: FeedbackDraft, userEmail: string | null): FeedbackSubmission {
  const name = optional(draft.name);
  return {
    ...(name ? { name } : {}),
    message: draft.message.trim(),
    email: userEmail ?? ANONYMOUS_FEEDBACK_EMAIL,
    kind: 'feedback',
  };
}

/** The template request payload; the description is the message, so it stays within the limit. */
export function templateRequestSubmission(
  draft: TemplateRequestDraft,
  userEmail: string | null,
): FeedbackSubmission {
  const name = optional(draft.name);
  const templateName = draft.templateName.trim();
  const templateDescription = draft.templateDescription.trim();
  return {
    ...(name ? { name } : {}),
    message: templateDescription,
    email: optional(draft.email) ?? userEmail ?? ANONYMOUS_FEEDBACK_EMAIL,
    kind: 'template-request',
    templateName,
    templateDescription,
  };
}
