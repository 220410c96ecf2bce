import { ASSISTANT_MESSAGES } from '@specwright/core';
import { useState } from 'react';
import { AssistantGate } from '../AssistantGate';
import { MessageInput } from '../MessageInput';
import { MessageList } from '../MessageList';
import { usePanelOpened } from '../use-panel-opened';
import { ConversationHistory } from './ConversationHistory';
import { chatSession } from './chat-wiring';
import '../assistant.css';

const EMPTY_CHAT =
  'Ask anything about this spec: the selected requirement and the whole file go with your question.';

function ChatConversation({ fileId }: { fileId: string }) {
  const [showHistory, setShowHistory] = useState(false);
  const thread = chatSession.threads.use(fileId);
  usePanelOpened('chat', fileId);
  return (
    <div className="assistant-panel" data-testid="chat-panel">
      <div className="assistant-panel__bar" role="toolbar" aria-label="Chat">
        <button
          type="button"
          className="button small"
          onClick={() => {
            chatSession.startNew(fileId);
            setShowHistory(false);
          }}
        >
          New Chat
        </button>
        <button
          type="button"
          className="button small"
          aria-pressed={showHistory}
          onClick={() => setShowHistory((shown) => !shown)}
        >
          History
        </button>
      </div>
      <div className="assistant-panel__body">
        {showHistory ? (
          <ConversationHistory fileId={fileId} onOpened={() => setShowHistory(false)} />
        ) : (
          <MessageList entries={thread.entries} label="Chat messages" empty={EMPTY_CHAT} />
        )}
      </div>
      <MessageInput
        label="Message"
        placeholder="Ask about this spec…"
        sendLabel="Send"
        busy={thread.streaming}
        onSend={(text) => {
          setShowHistory(false);
          void chatSession.send(fileId, text);
        }}
        onStop={() => chatSession.stop(fileId)}
      />
    </div>
  );
}

/** Chat mode (docs/product-rules.md, "What the product does", "Calls"): questions about the open spec, answers streamed as Markdown, with history. */
export function ChatPanel({ fileId }: { fileId: string }) {
  return (
    <AssistantGate signedOutMessage={ASSISTANT_MESSAGES.chatNotSignedIn}>
      <ChatConversation fileId={fileId} />
    </AssistantGate>
  );
}
