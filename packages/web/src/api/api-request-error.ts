/** Why a request failed: the server answered with an error, never answered, timed out, was cancelled, or answered nonsense. */
export type ApiFailureKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response';

/** The one error type the API client throws; `message` is ready to show to the user. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number | undefined;
  readonly kind: ApiFailureKind;

  constructor(kind: ApiFailureKind, message: string, status?: number) {
    super(message);
    this.kind = kind;
    this.status = status;
  }
}

export const NO_RESPONSE_MESSAGE = 'No response from server. Please check your network connection.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'Unexpected response structure.';

/** The message for an error status: the server's own message when it sent one (docs/product-rules.md, "Messages"). */
export function httpErrorMessage(status: number, body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { message, error, detail } = body as Record<string, unknown>;
    for (const candidate of [message, error, detail]) {
      if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
    }
  }
  return status >= 500 ? `Server error: ${status}` : `HTTP error! status: ${status}`;
}

export function timeoutMessage(timeoutMs: number): string {
  const seconds = Math.round(timeoutMs / 100) / 10;
  return `The server did not answer within ${seconds} s. Please try again.`;
}
