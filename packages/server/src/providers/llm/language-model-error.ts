import { APICallError, NoObjectGeneratedError, RetryError } from 'ai';

/** A failed language-model call, with a message a person can act on (and no secrets in it). */
export class LanguageModelError extends Error {
  override name = 'LanguageModelError';
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} seconds`;
}

function describeApiCallError(error: APICallError): string {
  const status = error.statusCode;
  if (status === 401 || status === 403) {
    return `The language model provider refused the API key (HTTP ${status}). Check LLM_API_KEY.`;
  }
  if (status === 404)
    return `The language model provider does not know this model (HTTP 404). Check LLM_MODEL.`;
  if (status === 429)
    return 'The language model provider is rate limiting requests (HTTP 429). Please try again later.';
  if (status !== undefined) return `The language model provider answered HTTP ${status}: ${error.message}`;
  return `The language model provider could not be reached: ${error.message}`;
}

function describe(error: unknown, timeoutMs: number): string {
  if (RetryError.isInstance(error)) {
    const last = describe(error.lastError, timeoutMs);
    return error.reason === 'maxRetriesExceeded'
      ? `${last} (gave up after ${error.errors.length} attempts)`
      : last;
  }
  if (isTimeout(error)) return `The language model did not answer within ${duration(timeoutMs)}.`;
  if (APICallError.isInstance(error)) return describeApiCallError(error);
  if (NoObjectGeneratedError.isInstance(error)) {
    return "The language model's answer did not match the expected format.";
  }
  return `The language model call failed: ${error instanceof Error ? error.message : String(error)}`;
}

function redact(message: string, secrets: readonly string[]): string {
  return secrets.reduce((text, secret) => (secret ? text.replaceAll(secret, '[redacted]') : text), message);
}

/** A LanguageModelError describing `error` (timeouts, HTTP statuses, malformed output). */
export function describeLanguageModelError(
  error: unknown,
  timeoutMs: number,
  secrets: readonly string[] = [],
): LanguageModelError {
  // No `cause`: a provider error may carry request details we would rather not log.
  return new LanguageModelError(redact(describe(error, timeoutMs), secrets));
}
