import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_FEEDBACK_EMAIL,
  FORM_MESSAGES,
  FORM_TEXT_MAX_LENGTH,
  feedbackSubmission,
  hasErrors,
  templateRequestSubmission,
  validateFeedback,
  validateTemplateRequest,
} from './feedback-rules.js';

const request = { templateName: 'API spec', templateDescription: 'REST endpoints', name: '', email: '' };

describe('feedback rules', () => {
  it('use the spec messages word for word', () => {
    expect(FORM_MESSAGES.messageRequired).toBe('Message cannot be empty.');
    expect(FORM_MESSAGES.templateNameRequired).toBe('Template Name cannot be empty.');
    expect(FORM_MESSAGES.templateDescriptionRequired).toBe('Template Description cannot be empty.');
    expect(FORM_MESSAGES.feedbackFailed).toBe('Failed to send feedback.');
    expect(FORM_MESSAGES.templateRequestFailed).toBe('Failed to send template request.');
    expect(FORM_MESSAGES.unknownError).toBe('An unknown error occurred.');
    expect(FORM_TEXT_MAX_LENGTH).toBe(1000);
  });

  it('require a message of at most 1000 characters; the name is optional', () => {
    expect(validateFeedback({ name: 'Ada', message: ' \n ' })).toEqual({
      message: FORM_MESSAGES.messageRequired,
    });
    expect(validateFeedback({ name: '', message: 'x'.repeat(1000) })).toEqual({});
    expect(validateFeedback({ name: '', message: 'x'.repeat(1001) })).toEqual({
      message: FORM_MESSAGES.tooLong,
    });
    expect(hasErrors(validateFeedback({ name: '', message: 'Great tool' }))).toBe(false);
  });

  it('require a template name and description', () => {
    expect(validateTemplateRequest({ ...request, templateName: ' ', templateDescription: '' })).toEqual({
      templateName: FORM_MESSAGES.templateNameRequired,
      templateDescription: FORM_MESSAGES.templateDescriptionRequired,
    });
    expect(validateTemplateRequest({ ...request, templateDescription: 'y'.repeat(1001) })).toEqual({
      templateDescription: FORM_MESSAGES.tooLong,
    });
    expect(validateTemplateRequest(request)).toEqual({});
  });

  it("send the signed-in user's email, else the anonymous fallback", () => {
    expect(feedbackSubmission({ name: ' ', message: ' Nice ' }, null)).toEqual({
      message: 'Nice',
      email: ANONYMOUS_FEEDBACK_EMAIL,
      kind: 'feedback',
    });
    expect(feedbackSubmission({ name: 'Ada', message: 'Nice' }, 'ada@example.com')).toEqual({
      name: 'Ada',
      message: 'Nice',
      email: 'ada@example.com',
      kind: 'feedback',
    });
  });

  it('send a template request with the typed email first', () => {
    expect(templateRequestSubmission({ ...request, email: 'me@example.com' }, 'ada@example.com')).toEqual({
      message: 'REST endpoints',
      email: 'me@example.com',
      kind: 'template-request',
      templateName: 'API spec',
      templateDescription: 'REST endpoints',
    });
    expect(templateRequestSubmission(request, null).email).toBe(ANONYMOUS_FEEDBACK_EMAIL);
    expect(templateRequestSubmission(request, 'ada@example.com').email).toBe('ada@example.com');
  });
});
