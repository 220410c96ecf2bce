import {
  ASSISTANT_MESSAGES,
  type ChatMessage,
  type ChatResponse,
  type ChatStreamEvent,
  type chatRequestSchema,
} from '@specwright/core';
import { generateText } from 'ai';
import type { z } from 'zod';
import type { SignedInUser } from '../auth/guard.js';
import { AppError } from '../http/errors.js';
import type { AssistantActivityService } from './assistant-activity.js';
import {
  type AssistantModel,
  modelFailure,
  modelTextStream,
  requireAssistantModel,
} from './assistant-model.js';
import { parseSpecText } from './assistant-spec.js';
import { chatSystemPrompt, conversationTitle, recentHistory } from './chat-prompt.js';
import { assertCanWriteConversation } from './conversation-policy.js';
import type { ConversationsService } from './conversations-service.js';

export type ChatSendRequest = z.output<typeof chatRequestSchema>;

/** One question on its way to the model: stored already, with the prompt built. */
export interface ChatTurn {
  user: SignedInUser;
  assistant: AssistantModel;
  conversationId: string;
  reviewId: string;
  system: string;
  messages: ChatMessage[];
  requirements: number;
  startedAt: number;
}

export interface ChatServiceDependencies {
  conversations: ConversationsService;
  assistantActivity: AssistantActivityService;
  /** null: no language model is configured (every question answers 503). */
  model: AssistantModel | null;
}

/** Chat mode: answers about the open spec, as JSON or streamed, stored in the user's conversations. */
export function chatService({ conversations, assistantActivity, model }: ChatServiceDependencies) {
  async function conversationFor(user: SignedInUser, request: ChatSendRequest) {
    if (request.conversationId) {
      return assertCanWriteConversation(user, await conversations.find(request.conversationId));
    }
    const firstQuestion = request.messages.find((message) => message.role === 'user')?.content ?? '';
    const documentId = request.activeDocumentContext?.documentId ?? null;
    return conversations.create(user.id, documentId, conversationTitle(firstQuestion));
  }

  /** 503 without a model, 404 for someone else's conversation; else stores the question and builds the prompt. */
  async function begin(user: SignedInUser, request: ChatSendRequest): Promise<ChatTurn> {
    const assistant = requireAssistantModel(model);
    const conversation = await conversationFor(user, request);
    const question = request.messages.at(-1) as ChatMessage;
    await conversations.append(conversation.id, [{ role: 'user', content: question.content }]);
    const document = request.activeDocumentContext ?? null;
    return {
      user,
      assistant,
      conversationId: conversation.id,
      reviewId: request.review_id || conversation.id,
      system: chatSystemPrompt(document, assistant.limits.chatDocumentCharacters),
      messages: recentHistory(request.messages, assistant.limits.chatHistoryCharacters),
      requirements: document ? (parseSpecText(document.content)?.rows.length ?? 0) : 0,
      startedAt: performance.now(),
    };
  }

  function callSettings(turn: ChatTurn) {
    const { limits } = turn.assistant;
    return {
      model: turn.assistant.model,
      system: turn.system,
      messages: turn.messages,
      maxRetries: limits.maxRetries,
      maxOutputTokens: limits.chatMaxOutputTokens,
      timeout: { totalMs: limits.timeoutMs },
    };
  }

  async function finish(turn: ChatTurn, reply: string): Promise<void> {
    await conversations.append(turn.conversationId, [{ role: 'assistant', content: reply }]);
    await assistantActivity.recordAssistantUse({
      feature: 'chat',
      userId: turn.user.id,
      reviewId: turn.reviewId,
      requirements: turn.requirements,
      changedRequirements: 0,
      durationSeconds: (performance.now() - turn.startedAt) / 1000,
    });
  }

  /** The whole answer at once; a model failure is a 502 with a readable message. */
  async function answer(turn: ChatTurn): Promise<ChatResponse> {
    let reply: string;
    try {
      reply = (await generateText(callSettings(turn))).text;
    } catch (error) {
      throw modelFailure(error, turn.assistant);
    }
    if (reply.trim() === '') throw new AppError(502, ASSISTANT_MESSAGES.emptyResponse);
    await finish(turn, reply);
    return { reply, conversationId: turn.conversationId };
  }

  /** The answer piece by piece: start, deltas, then done (stored) or error. Stops quietly on `signal`. */
  async function* stream(turn: ChatTurn, signal: AbortSignal): AsyncGenerator<ChatStreamEvent> {
    yield { type: 'start', conversationId: turn.conversationId };
    let reply = '';
    try {
      for await (const text of modelTextStream(callSettings(turn), signal)) {
        reply += text;
        yield { type: 'delta', text };
      }
      if (reply.trim() === '') throw new AppError(502, ASSISTANT_MESSAGES.emptyResponse);
    } catch (error) {
      if (!signal.aborted) yield { type: 'error', message: modelFailure(error, turn.assistant).message };
      return;
    }
    if (signal.aborted) return;
    await finish(turn, reply);
    yield { type: 'done', reply, conversationId: turn.conversationId };
  }

  return { begin, answer, stream, conversations };
}

export type ChatService = ReturnType<typeof chatService>;
