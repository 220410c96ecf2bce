import {
  ASSISTANT_MESSAGES,
  type DraftRequest,
  type DraftStreamEvent,
  draftEndpoints,
  draftStreamEventSchema,
  endpointUrl,
} from '@specwright/core';
import { ApiRequestError, httpErrorMessage, NO_RESPONSE_MESSAGE } from './api-request-error';
import { readEventStream } from './chat-stream';

export const DRAFT_PATH = endpointUrl(draftEndpoints.generate);

export interface DraftStreamOptions {
  signal: AbortSignal;
  /** Each progress step and piece of the draft as it streams in. */
  onEvent: (event: Exclude<DraftStreamEvent, { type: 'done' | 'error' }>) => void;
}

async function jsonBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

const cancelled = () => new ApiRequestError('aborted', 'The request was cancelled.');

/** Reads the draft to its end: the finished Markdown, or the server's `error` event thrown. */
async function readDraft(body: ReadableStream<Uint8Array>, options: DraftStreamOptions): Promise<string> {
  for await (const event of readEventStream(body, draftStreamEventSchema)) {
    if (event.type === 'done') return event.markdown;
    if (event.type === 'error') throw new ApiRequestError('http', event.message);
    options.onEvent(event);
  }
  throw new ApiRequestError('invalid-response', ASSISTANT_MESSAGES.emptyResponse);
}

/** `POST /api/generate/draft` as a stream: aborting `signal` cancels the draft on the server too. */
export async function streamDraft(
  body: DraftRequest,
  options: DraftStreamOptions,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(DRAFT_PATH, {
      method: draftEndpoints.generate.method,
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch {
    throw options.signal.aborted ? cancelled() : new ApiRequestError('network', NO_RESPONSE_MESSAGE);
  }
  if (!response.ok) {
    const message = httpErrorMessage(response.status, await jsonBody(response));
    throw new ApiRequestError('http', message, response.status);
  }
  if (!response.body) throw new ApiRequestError('invalid-response', ASSISTANT_MESSAGES.emptyResponse);
  try {
    return await readDraft(response.body, options);
  } catch (error) {
    if (options.signal.aborted) throw cancelled();
    if (error instanceof ApiRequestError) throw error;
    throw new ApiRequestError('network', NO_RESPONSE_MESSAGE);
  }
}
