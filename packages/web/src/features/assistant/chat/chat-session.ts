import {
  type ActiveDocumentContext,
  ASSISTANT_MESSAGES,
  type ChatMessage,
  type Conversation,
  chatErrorText,
} from '@specwright/core';
import { ApiRequestError } from '../../../api/api-request-error';
import type { ChatApi } from '../../../api/chat-api';
import { createThreadStore, newEntryId, replaceEntry, type ThreadEntry } from '../thread-store';

export interface ChatThread {
  /** The stored conversation this thread continues; null until the server names a new one. */
  readonly conversationId: string | null;
  readonly entries: readonly ThreadEntry[];
  readonly streaming: boolean;
}

const EMPTY_THREAD: ChatThread = { conversationId: null, entries: [], streaming: false };
/** The request schema's limit on messages per call. */
const MAX_MESSAGES = 200;

export interface ChatSessionDeps {
  api: Pick<ChatApi, 'sendMessage' | 'getConversation' | 'deleteConversation'>;
  /** The spec the chat is about, sent with every message (docs/product-rules.md, "Calls"). */
  documentContext: (fileId: string) => ActiveDocumentContext | null;
  user: () => { uid: string; email: string } | null;
  /** A conversation was saved or deleted on the server: the history list is stale. */
  onHistoryChanged: (fileId: string) => void;
}

/** The conversation so far as the model sees it: the real turns, not errors or notices. */
function conversationMessages(entries: readonly ThreadEntry[]): ChatMessage[] {
  return entries
    .filter((entry) => entry.kind === 'message' && entry.text.trim() !== '')
    .map((entry) => ({ role: entry.sender === 'user' ? 'user' : 'assistant', content: entry.text }));
}

function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 401) return ASSISTANT_MESSAGES.chatNotSignedIn;
  return chatErrorText(error instanceof Error ? error.message : String(error));
}

function entriesOf(conversation: Conversation): ThreadEntry[] {
  return conversation.messages.map((message) => ({
    id: newEntryId(),
    sender: message.role === 'user' ? 'user' : 'ai',
    kind: 'message',
    text: message.content,
  }));
}

/** The chat panel's behaviour: send with a streamed answer, stop, start over, reopen and delete conversations. */
export function createChatSession(deps: ChatSessionDeps) {
  const threads = createThreadStore<ChatThread>(EMPTY_THREAD);
  const running = new Map<string, AbortController>();

  const appendError = (fileId: string, text: string) =>
    threads.update(fileId, (thread) => ({
      ...thread,
      entries: [...thread.entries, { id: newEntryId(), sender: 'ai', kind: 'error', text }],
    }));

  async function send(fileId: string, text: string): Promise<void> {
    if (text.trim() === '' || threads.get(fileId).streaming) return;
    const user = deps.user();
    if (!user) {
      appendError(fileId, ASSISTANT_MESSAGES.chatNotSignedIn);
      return;
    }
    const before = threads.get(fileId);
    const question: ThreadEntry = { id: newEntryId(), sender: 'user', kind: 'message', text };
    const answerId = newEntryId();
    const messages = conversationMessages([...before.entries, question]).slice(-MAX_MESSAGES);
    threads.update(fileId, (thread) => ({
      ...thread,
      streaming: true,
      entries: [
        ...thread.entries,
        question,
        { id: answerId, sender: 'ai', kind: 'message', text: '', streaming: true },
      ],
    }));
    const editAnswer = (change: (entry: ThreadEntry) => ThreadEntry | null) =>
      threads.update(fileId, (thread) => ({
        ...thread,
        entries: replaceEntry(thread.entries, answerId, change),
      }));
    const controller = new AbortController();
    running.set(fileId, controller);
    try {
      const result = await deps.api.sendMessage(
        {
          conversationId: before.conversationId,
          messages,
          activeDocumentContext: deps.documentContext(fileId),
          uid: user.uid,
          user_email: user.email,
        },
        {
          signal: controller.signal,
          onConversation: (conversationId) =>
            threads.update(fileId, (thread) => ({ ...thread, conversationId })),
          onDelta: (delta) => editAnswer((entry) => ({ ...entry, text: entry.text + delta })),
        },
      );
      editAnswer((entry) => ({ ...entry, text: result.reply, streaming: false }));
      threads.update(fileId, (thread) => ({ ...thread, conversationId: result.conversationId }));
    } catch (error) {
      if (controller.signal.aborted) {
        editAnswer((entry) => (entry.text === '' ? null : { ...entry, streaming: false, stopped: true }));
      } else {
        editAnswer((entry) => (entry.text === '' ? null : { ...entry, streaming: false }));
        appendError(fileId, failureText(error));
      }
    } finally {
      running.delete(fileId);
      threads.update(fileId, (thread) => ({ ...thread, streaming: false }));
      deps.onHistoryChanged(fileId);
    }
  }

  function stop(fileId: string): void {
    running.get(fileId)?.abort();
  }

  function startNew(fileId: string): void {
    stop(fileId);
    threads.update(fileId, () => EMPTY_THREAD);
  }

  async function open(fileId: string, conversationId: string): Promise<void> {
    stop(fileId);
    try {
      const conversation = await deps.api.getConversation(conversationId);
      threads.update(fileId, () => ({
        conversationId: conversation.id,
        entries: entriesOf(conversation),
        streaming: false,
      }));
    } catch (error) {
      appendError(fileId, failureText(error));
    }
  }

  async function remove(fileId: string, conversationId: string): Promise<void> {
    try {
      await deps.api.deleteConversation(conversationId);
      if (threads.get(fileId).conversationId === conversationId) startNew(fileId);
    } catch (error) {
      appendError(fileId, failureText(error));
    } finally {
      deps.onHistoryChanged(fileId);
    }
  }

  return { threads, send, stop, startNew, open, remove };
}

export type ChatSession = ReturnType<typeof createChatSession>;
