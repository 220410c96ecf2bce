import { ASSISTANT_MESSAGES, chatEndpoints } from '@specwright/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { sendEventStream, wantsEventStream } from '../http/event-stream.js';
import { ASSISTANT_BODY_LIMIT, assistantRateLimit } from './assistant-rate-limit.js';
import type { ChatService } from './chat-service.js';
import {
  assertCanReadConversation,
  assertCanUseChat,
  assertCanWriteConversation,
} from './conversation-policy.js';

export interface ChatRoutesOptions {
  chat: ChatService;
}

const tags = ['assistant'];
const errors = [400, 401, 404, 413] as const;

/** Chat mode: the question (JSON or streamed answer) and the caller's stored conversations. */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { chat }) => {
  app.route({
    ...endpointRoute(chatEndpoints.sendMessage, {
      tags,
      summary: `Ask about the open spec. With 'Accept: text/event-stream' the answer streams as server-sent events (start, delta, done or error); without, it is JSON. 401: '${ASSISTANT_MESSAGES.chatNotSignedIn}'`,
      errors: [...errors, 429, 502, 503],
    }),
    bodyLimit: ASSISTANT_BODY_LIMIT,
    config: assistantRateLimit,
    handler: async (request, reply) => {
      const turn = await chat.begin(assertCanUseChat(await findUser(request)), request.body);
      if (!wantsEventStream(request)) return chat.answer(turn);
      // A client that goes away ends the stream early; the answer is then neither stored nor logged.
      await sendEventStream(request, reply, (signal) => chat.stream(turn, signal));
    },
  });

  app.route({
    ...endpointRoute(chatEndpoints.listConversations, {
      tags,
      summary: "The caller's conversations (about one spec file with documentId), newest first",
      errors,
    }),
    handler: async (request) => {
      const user = assertCanUseChat(await findUser(request));
      return { conversations: await chat.conversations.list(user.id, request.query.documentId) };
    },
  });

  /** The conversation `id` of the request's caller: 401 signed out, 404 anyone else's. */
  const conversationOf = async (
    request: FastifyRequest,
    id: string,
    assert: typeof assertCanReadConversation,
  ) => assert(await findUser(request), await chat.conversations.find(id));

  app.route({
    ...endpointRoute(chatEndpoints.readConversation, {
      tags,
      summary: 'One of the caller’s conversations with its messages (404 for anyone else’s)',
      errors,
    }),
    handler: async (request) =>
      chat.conversations.read(await conversationOf(request, request.params.id, assertCanReadConversation)),
  });

  app.route({
    ...endpointRoute(chatEndpoints.deleteConversation, {
      tags,
      summary: 'Deletes one of the caller’s conversations (404 for anyone else’s)',
      errors,
    }),
    handler: async (request) => {
      const conversation = await conversationOf(request, request.params.id, assertCanWriteConversation);
      await chat.conversations.remove(conversation.id);
      return { ok: true as const };
    },
  });
};
