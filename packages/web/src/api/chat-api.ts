import {
  ASSISTANT_MESSAGES,
  type ChatRequest,
  type ChatResponse,
  type Conversation,
  type ConversationSummary,
  chatEndpoints,
  chatResponseSchema,
  endpointUrl,
} from '@specwright/core';
import { type ApiRequest, apiRequest as defaultRequest } from './api-request';
import { ApiRequestError, httpErrorMessage, NO_RESPONSE_MESSAGE } from './api-request-error';
import { readChatStream } from './chat-stream';

export const CHAT_SEND_PATH = endpointUrl(chatEndpoints.sendMessage);
export const CONVERSATIONS_PATH = endpointUrl(chatEndpoints.listConversations);
const LIST_TIMEOUT_MS = 15_000;

export interface SendChatOptions {
  signal?: AbortSignal;
  /** Called with each piece of the answer as it streams in. */
  onDelta: (text: string) => void;
  /** Called as soon as the server knows the conversation (a new one gets its id here). */
  onConversation?: (conversationId: string) => void;
}

const anyBody = { parse: (): undefined => undefined };

async function errorBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

/** Reads a streamed answer to its end; the server's `error` event becomes the thrown message. */
async function readStreamedAnswer(
  body: ReadableStream<Uint8Array>,
  options: SendChatOptions,
): Promise<ChatResponse> {
  let text = '';
  let conversationId: string | null = null;
  for await (const event of readChatStream(body)) {
    switch (event.type) {
      case 'start':
        conversationId = event.conversationId;
        options.onConversation?.(event.conversationId);
        break;
      case 'delta':
        text += event.text;
        options.onDelta(event.text);
        break;
      case 'error':
        throw new ApiRequestError('http', event.message);
      case 'done':
        return { reply: event.reply, conversationId: event.conversationId };
    }
  }
  if (text === '' || conversationId === null)
    throw new ApiRequestError('invalid-response', ASSISTANT_MESSAGES.emptyResponse);
  return { reply: text, conversationId };
}

export function createChatApi({
  fetch: fetchImpl,
  request = defaultRequest,
}: {
  fetch?: typeof fetch;
  request?: ApiRequest;
} = {}) {
  return {
    /** `POST /api/chat/send-message`, asking for a streamed answer (a plain JSON answer works too). */
    async sendMessage(body: ChatRequest, options: SendChatOptions): Promise<ChatResponse> {
      let response: Response;
      try {
        response = await (fetchImpl ?? fetch)(CHAT_SEND_PATH, {
          method: chatEndpoints.sendMessage.method,
          headers: { Accept: 'text/event-stream, application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          credentials: 'same-origin',
          ...(options.signal ? { signal: options.signal } : {}),
        });
      } catch {
        if (options.signal?.aborted) throw new ApiRequestError('aborted', 'The request was cancelled.');
        throw new ApiRequestError('network', NO_RESPONSE_MESSAGE);
      }
      if (!response.ok) {
        throw new ApiRequestError(
          'http',
          httpErrorMessage(response.status, await errorBody(response)),
          response.status,
        );
      }
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('text/event-stream') && response.body) {
        try {
          return await readStreamedAnswer(response.body, options);
        } catch (error) {
          if (options.signal?.aborted) throw new ApiRequestError('aborted', 'The request was cancelled.');
          if (error instanceof ApiRequestError) throw error;
          throw new ApiRequestError('network', NO_RESPONSE_MESSAGE);
        }
      }
      const parsed = chatResponseSchema.safeParse(await errorBody(response));
      if (!parsed.success)
        throw new ApiRequestError('invalid-response', ASSISTANT_MESSAGES.unexpectedStructure);
      if (parsed.data.reply.trim() === '')
        throw new ApiRequestError('invalid-response', ASSISTANT_MESSAGES.emptyResponse);
      options.onConversation?.(parsed.data.conversationId);
      options.onDelta(parsed.data.reply);
      return parsed.data;
    },

    /** The caller's conversations about one spec file, newest first. */
    async listConversations(documentId: string, signal?: AbortSignal): Promise<ConversationSummary[]> {
      const { listConversations } = chatEndpoints;
      const { conversations } = await request(endpointUrl(listConversations, { query: { documentId } }), {
        schema: listConversations.response,
        timeoutMs: LIST_TIMEOUT_MS,
        ...(signal ? { signal } : {}),
      });
      return conversations;
    },

    getConversation(id: string): Promise<Conversation> {
      return request(endpointUrl(chatEndpoints.readConversation, { params: { id } }), {
        schema: chatEndpoints.readConversation.response,
        timeoutMs: LIST_TIMEOUT_MS,
      });
    },

    async deleteConversation(id: string): Promise<void> {
      const { deleteConversation } = chatEndpoints;
      await request(endpointUrl(deleteConversation, { params: { id } }), {
        method: deleteConversation.method,
        schema: anyBody,
        timeoutMs: LIST_TIMEOUT_MS,
      });
    },
  };
}

export type ChatApi = ReturnType<typeof createChatApi>;

export const chatApi = createChatApi();
