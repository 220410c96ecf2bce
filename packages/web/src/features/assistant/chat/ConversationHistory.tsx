import { type ConversationSummary, chatErrorText } from '@specwright/core';
import { useQuery } from '@tanstack/react-query';
import { chatApi } from '../../../api/chat-api';
import { DeleteIcon } from '../../../ui/icons';
import { confirmConversationDeletion } from './chat-dialogs-wiring';
import { chatSession, useChatHistoryVersion } from './chat-wiring';

export const HISTORY_TEXTS = {
  loading: 'Loading conversations…',
  empty: 'No conversations about this spec yet. Ask a question to start one.',
  deleteTitle: 'Delete Conversation',
  deleteMessage: (title: string) => `Delete the conversation “${title}”? This cannot be undone.`,
} as const;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

function confirmDelete(fileId: string, conversation: ConversationSummary): void {
  confirmConversationDeletion({
    title: HISTORY_TEXTS.deleteTitle,
    message: HISTORY_TEXTS.deleteMessage(conversation.title),
    confirmLabel: 'Delete',
    onConfirm: () => void chatSession.remove(fileId, conversation.id),
  });
}

/** The signed-in user's conversations about this spec, newest first: open one or delete it. */
export function ConversationHistory({ fileId, onOpened }: { fileId: string; onOpened: () => void }) {
  const version = useChatHistoryVersion((state) => state.versions[fileId] ?? 0);
  const currentId = chatSession.threads.use(fileId).conversationId;
  const history = useQuery({
    queryKey: ['chat-conversations', fileId, version],
    queryFn: ({ signal }) => chatApi.listConversations(fileId, signal),
    retry: false,
  });

  if (history.isPending) return <p className="side-area__empty">{HISTORY_TEXTS.loading}</p>;
  if (history.isError) {
    return (
      <p className="side-area__empty chat-history__error" role="alert">
        {chatErrorText(history.error.message)}
      </p>
    );
  }
  if (history.data.length === 0) return <p className="side-area__empty">{HISTORY_TEXTS.empty}</p>;
  return (
    <ul className="chat-history" aria-label="Conversations" data-testid="chat-history">
      {history.data.map((conversation) => (
        <li
          key={conversation.id}
          className="chat-history__item"
          aria-current={conversation.id === currentId ? 'true' : undefined}
        >
          <button
            type="button"
            className="chat-history__open"
            onClick={() => {
              void chatSession.open(fileId, conversation.id);
              onOpened();
            }}
          >
            <span className="chat-history__title">{conversation.title}</span>
            <span className="chat-history__meta">
              {conversation.messageCount} messages · {formatDate(conversation.updatedAt)}
            </span>
          </button>
          <button
            type="button"
            className="icon-button chat-history__delete"
            aria-label={`Delete conversation: ${conversation.title}`}
            title="Delete conversation"
            onClick={() => confirmDelete(fileId, conversation)}
          >
            <DeleteIcon />
          </button>
        </li>
      ))}
    </ul>
  );
}
