import { ApiRequestError } from './api-request-error';

/** Fallback messages of the score analysis and quality review calls (docs/product-rules.md, "Messages"), for failures without a message. */
export const ANALYSIS_MESSAGES = {
  basicReview: 'An unexpected error occurred during basic review analysis.',
  basicStart: 'An unexpected error occurred while starting async basic review.',
  statusCheck: 'An unexpected error occurred while checking analysis status.',
  cancelFailed: 'Failed to cancel analysis',
  scoreAnalysis: 'An unexpected error occurred during score analysis.',
  scoreStart: 'An unexpected error occurred while starting async analysis.',
  cancelledByUser: 'Analysis cancelled by user',
  analysisFailed: 'Analysis failed',
  analysisCancelled: 'Analysis was cancelled',
  noResults: 'Analysis completed but no results received',
  noActiveSpec:
    'No specification is active in the current tab. Please select a tab containing a specification file.',
} as const;

/** The message to show for a failed call: the API client's ready-made text, else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.message;
  return fallback;
}
