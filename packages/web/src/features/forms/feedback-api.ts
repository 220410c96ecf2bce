import type { FeedbackSubmission } from '@specwright/core';
import { endpointUrl, FORM_MESSAGES, feedbackEndpoints } from '@specwright/core';
import { apiRequest, type ResponseSchema } from '../../api/api-request';
import { ApiRequestError } from '../../api/api-request-error';

export const FEEDBACK_PATH = endpointUrl(feedbackEndpoints.submit);
const FEEDBACK_TIMEOUT_MS = 20_000;
const anything: ResponseSchema<unknown> = { parse: (data) => data };

/** Sends feedback or a template request to the provider (docs/product-rules.md, "Calls"). */
export async function submitFeedback(submission: FeedbackSubmission): Promise<void> {
  await apiRequest(FEEDBACK_PATH, {
    method: feedbackEndpoints.submit.method,
    body: submission,
    schema: anything,
    timeoutMs: FEEDBACK_TIMEOUT_MS,
  });
}

/** Our generic status texts, which add nothing to "Failed to send …". */
const GENERIC_STATUS = /^(HTTP error! status|Server error): \d+$/;

/**
 * The forms' failure messages (docs/product-rules.md, "Messages"): a refused request says 'Failed to send feedback.' (with the
 * server's reason when it gave one); anything else is 'An unknown error occurred.'.
 */
export function sendFailureMessage(error: unknown, failed: string): string {
  if (!(error instanceof ApiRequestError) || error.kind !== 'http') return FORM_MESSAGES.unknownError;
  return GENERIC_STATUS.test(error.message) ? failed : `${failed} ${error.message}`;
}
