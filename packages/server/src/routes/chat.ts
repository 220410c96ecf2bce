import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ASSISTANT_MESSAGES,
  apiErrorSchema,
  type ChatStreamEvent,
  chatRequestSchema,
  chatResponseSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationSchema,
  okResponseSchema,
} from '@specwright/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findUser } from '../auth/guard.js';
import { authorizeConversationAccess, requireChatActor } from '../policies/conversation.js';
import type { ChatService } from '../services/chat.js';
import { ASSISTANT_BODY_LIMIT, assistantRateLimit } from './agent.js';

export interface ChatRoutesOptions {
  chat: ChatService;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema };
const modelErrors = { 502: apiErrorSchema, 503: apiErrorSchema };
const conversationParams = z.object({ id: z.string().max(100) });

function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

async function* serverSentEvents(events: AsyncIterable<ChatStreamEvent>): AsyncGenerator<string> {
  for await (const event of events) yield `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** Aborted when the client goes away before the answer is complete. */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Chat mode (§7): the question (JSON or streamed answer) and the caller's stored conversations. */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { chat }) => {
  const signedIn = async (request: FastifyRequest) => requireChatActor(await findUser(request));

  app.post(
    '/api/chat/send-message',
    {
      bodyLimit: ASSISTANT_BODY_LIMIT,
      config: assistantRateLimit,
      schema: {
        tags: ['assistant'],
        summary: `Ask about the open spec. With 'Accept: text/event-stream' the answer streams as server-sent events (start, delta, done or error); without, it is JSON. 401: '${ASSISTANT_MESSAGES.chatNotSignedIn}'`,
        body: chatRequestSchema,
        response: { 200: chatResponseSchema, ...errors, 429: apiErrorSchema, ...modelErrors },
      },
    },
    async (request, reply) => {
      const turn = await chat.begin(await signedIn(request), request.body);
      if (!wantsEventStream(request)) return chat.answer(turn);
      // Written by hand: the response schema above is the JSON answer's.
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      const events = serverSentEvents(chat.stream(turn, clientGone(reply)));
      // A client that goes away ends the pipeline early; the answer is then neither stored nor logged.
      await pipeline(Readable.from(events), reply.raw).catch((error: unknown) => {
        request.log.info({ err: error }, 'The chat stream ended early');
      });
    },
  );

  app.get(
    '/api/chat/conversations',
    {
      schema: {
        tags: ['assistant'],
        summary: "The caller's conversations (about one spec file with documentId), newest first",
        querystring: conversationListQuerySchema,
        response: { 200: conversationListSchema, ...errors },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      return { conversations: await chat.conversations.list(user.id, request.query.documentId) };
    },
  );

  app.get(
    '/api/chat/conversations/:id',
    {
      schema: {
        tags: ['assistant'],
        summary: 'One of the caller’s conversations with its messages (404 for anyone else’s)',
        params: conversationParams,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      const conversation = authorizeConversationAccess(
        user,
        await chat.conversations.find(request.params.id),
      );
      return chat.conversations.read(conversation);
    },
  );

  app.delete(
    '/api/chat/conversations/:id',
    {
      schema: {
        tags: ['assistant'],
        summary: 'Deletes one of the caller’s conversations (404 for anyone else’s)',
        params: conversationParams,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      const conversation = authorizeConversationAccess(
        user,
        await chat.conversations.find(request.params.id),
      );
      await chat.conversations.remove(conversation.id);
      return { ok: true as const };
    },
  );
};
