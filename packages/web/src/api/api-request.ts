import {
  ApiRequestError,
  httpErrorMessage,
  NO_RESPONSE_MESSAGE,
  timeoutMessage,
  UNEXPECTED_RESPONSE_MESSAGE,
} from './api-request-error';

/** Anything with a zod-style `parse` (the schemas in @specwright/core). */
export interface ResponseSchema<T> {
  parse: (data: unknown) => T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<T> {
  schema: ResponseSchema<T>;
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Gives up after this many milliseconds (docs/product-rules.md, "Constants and limits" has per-call timeouts). */
  timeoutMs?: number;
  /** Cancels the request (TanStack Query passes one). */
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Prefix of every path; empty for the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function combinedSignal(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
  const signals = [signal, timeout].filter((s): s is AbortSignal => s !== undefined);
  return { timeout, combined: signals.length > 1 ? AbortSignal.any(signals) : signals[0] };
}

export function createApiClient({ baseUrl = '', fetch: fetchImpl }: ApiClientOptions = {}) {
  return async function request<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
    const { schema, method = 'GET', body, headers, timeoutMs, signal } = options;
    const { timeout, combined } = combinedSignal(signal, timeoutMs);
    let response: Response;
    try {
      response = await (fetchImpl ?? fetch)(`${baseUrl}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(combined ? { signal: combined } : {}),
      });
    } catch {
      if (timeout?.aborted && timeoutMs !== undefined) {
        throw new ApiRequestError('timeout', timeoutMessage(timeoutMs));
      }
      if (signal?.aborted) throw new ApiRequestError('aborted', 'The request was cancelled.');
      throw new ApiRequestError('network', NO_RESPONSE_MESSAGE);
    }

    const data = await readJson(response).catch(() => undefined);
    if (!response.ok) {
      throw new ApiRequestError('http', httpErrorMessage(response.status, data), response.status);
    }
    try {
      return schema.parse(data);
    } catch {
      throw new ApiRequestError('invalid-response', UNEXPECTED_RESPONSE_MESSAGE, response.status);
    }
  };
}

/** Calls the Specwright API on the page's own origin and validates the answer with `schema`. */
export const apiRequest = createApiClient();

/** The API client's call, injected where tests pass a client over a fake fetch. */
export type ApiRequest = typeof apiRequest;
