import { ASSISTANT_MESSAGES } from '@specwright/core';
import { useMemo } from 'react';
import { runAction } from '../../../actions/app-actions';
import { useSpecFile } from '../../../state/spec-files';
import { ProgressBar } from '../../../ui/ProgressBar';
import { AssistantGate } from '../AssistantGate';
import { MessageInput } from '../MessageInput';
import { MessageList } from '../MessageList';
import { usePanelOpened } from '../use-panel-opened';
import { countChanges, describeCounts } from './agent-changes';
import { agentSession } from './agent-wiring';
import '../assistant.css';

const EMPTY_AGENT =
  'Tell the agent what to change in this spec, e.g. “Split compound requirements” or “Add a requirement for password reset”. Its changes appear in the table for you to accept or reject.';

/** The proposed changes of the spec and the buttons that settle them all (docs/product-rules.md, "States and transitions", discard all). */
function PendingChanges({ fileId }: { fileId: string }) {
  const file = useSpecFile(fileId);
  const counts = useMemo(() => countChanges(file?.data ?? []), [file?.data]);
  const summary = describeCounts(counts);
  const none = summary === '';
  return (
    <section className="agent-pending" aria-label="Pending changes" data-testid="agent-pending">
      <p className="agent-pending__summary">{none ? 'No pending changes.' : `Pending: ${summary}.`}</p>
      <div className="agent-pending__actions">
        <button
          type="button"
          className="button small"
          aria-disabled={none ? true : undefined}
          onClick={() => {
            if (!none) runAction('changes.discardAll', { source: 'panel' }, { fileId });
          }}
        >
          Discard All
        </button>
        <button
          type="button"
          className="button primary small"
          aria-disabled={none ? true : undefined}
          onClick={() => {
            if (!none) runAction('changes.acceptAll', { source: 'panel' }, { fileId });
          }}
        >
          Accept All
        </button>
      </div>
    </section>
  );
}

function AgentConversation({ fileId }: { fileId: string }) {
  const thread = agentSession.threads.use(fileId);
  usePanelOpened('agent', fileId);
  return (
    <div className="assistant-panel" data-testid="agent-panel">
      <PendingChanges fileId={fileId} />
      <div className="assistant-panel__body">
        <MessageList entries={thread.entries} label="Agent messages" empty={EMPTY_AGENT} />
        {thread.running ? (
          <div className="assistant-panel__progress">
            <ProgressBar label="The agent is working on the spec" />
            <p className="assistant-panel__progress-text">The agent is working on the spec…</p>
          </div>
        ) : null}
      </div>
      <MessageInput
        label="Instruction"
        placeholder="Tell the agent what to change…"
        sendLabel="Run"
        busy={thread.running}
        onSend={(text) => void agentSession.run(fileId, text)}
      />
    </div>
  );
}

/** Agent mode (docs/product-rules.md, "What the product does", "Calls"): an instruction on the spec, answered with proposed changes to accept or reject in the table. */
export function AgentPanel({ fileId }: { fileId: string | undefined }) {
  return (
    <AssistantGate signedOutMessage={ASSISTANT_MESSAGES.agentNotSignedIn}>
      {fileId ? (
        <AgentConversation fileId={fileId} />
      ) : (
        <p className="side-area__empty" role="alert">
          {ASSISTANT_MESSAGES.agentNoFile}
        </p>
      )}
    </AssistantGate>
  );
}
