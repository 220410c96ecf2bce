import { z } from 'zod';
import { FORM_MESSAGES, FORM_TEXT_MAX_LENGTH } from '../forms/feedback-rules.js';
import { text } from './text.js';

export const feedbackKinds = ['feedback', 'template-request'] as const;
export type FeedbackKind = (typeof feedbackKinds)[number];

/** What the server answers when it has the feedback or template request. */
export const FEEDBACK_RECEIVED_MESSAGE = 'Thank you for your feedback.';

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

const limitedText = text().trim().max(FORM_TEXT_MAX_LENGTH, FORM_MESSAGES.tooLong);

/**
 * `POST /api/feedback/submit`: the Send Feedback form (`message` required) or, with
 * `kind: 'template-request'`, the Request a Template form (`templateName` and `templateDescription`
 * required; `message` optional). Without an email the sender is ANONYMOUS_FEEDBACK_EMAIL.
 */
export const feedbackRequestSchema = z
  .object({
    kind: z.enum(feedbackKinds).default('feedback'),
    name: optionalText(200),
    email: z.union([z.email('Please enter a valid email address.').max(320), z.literal('')]).optional(),
    message: limitedText.default(''),
    templateName: optionalText(200),
    templateDescription: limitedText.optional(),
  })
  .superRefine((request, context) => {
    const require = (field: 'message' | 'templateName' | 'templateDescription', message: string) => {
      if (!request[field]) context.addIssue({ code: 'custom', path: [field], message });
    };
    if (request.kind === 'feedback') {
      require('message', FORM_MESSAGES.messageRequired);
      return;
    }
    require('templateName', FORM_MESSAGES.templateNameRequired);
    require('templateDescription', FORM_MESSAGES.templateDescriptionRequired);
  });
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = z.object({ message: z.string() });
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;
