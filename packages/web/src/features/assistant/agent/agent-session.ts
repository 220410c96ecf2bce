import { ASSISTANT_MESSAGES, type Command, hasProposedChanges, type RequirementFile } from '@specwright/core';
import type { AgentApi } from '../../../api/agent-api';
import { createThreadStore, newEntryId, type ThreadEntry } from '../thread-store';
import { agentProposalCommand, agentRequestData, countChanges, describeCounts } from './agent-changes';

export interface AgentThread {
  readonly entries: readonly ThreadEntry[];
  readonly running: boolean;
}

const EMPTY_THREAD: AgentThread = { entries: [], running: false };

export const AGENT_NOTICES = {
  pendingFirst: 'Accept or discard the pending changes in the table before giving a new instruction.',
  noChanges: 'The agent proposed no changes to the rows.',
  proposed: (summary: string) => `Proposed changes: ${summary}. Accept or reject them in the table.`,
  done: 'Done.',
} as const;

export interface AgentSessionDeps {
  api: Pick<AgentApi, 'run'>;
  file: (fileId: string) => RequirementFile | undefined;
  /** Shows the agent's answer as proposed changes of the rows (one undo step). */
  applyProposal: (fileId: string, command: Command) => void;
  user: () => { uid: string; email: string } | null;
  newAgentRunId?: () => string;
}

/** The agent panel's behaviour: run an instruction on the spec and show the answer as pending row changes. */
export function createAgentSession(deps: AgentSessionDeps) {
  const threads = createThreadStore<AgentThread>(EMPTY_THREAD);
  const newAgentRunId = deps.newAgentRunId ?? (() => crypto.randomUUID());

  const append = (fileId: string, entry: Omit<ThreadEntry, 'id'>) =>
    threads.update(fileId, (thread) => ({
      ...thread,
      entries: [...thread.entries, { id: newEntryId(), ...entry }],
    }));
  const say = (fileId: string, kind: ThreadEntry['kind'], text: string) =>
    append(fileId, { sender: 'agent', kind, text });

  function applyAnswer(
    fileId: string,
    explanation: string,
    rows: Parameters<typeof agentProposalCommand>[1] | null,
  ) {
    const file = deps.file(fileId);
    say(fileId, 'message', explanation || AGENT_NOTICES.done);
    if (rows === null || !file) return;
    const command = agentProposalCommand(file, rows);
    if (!command) {
      say(fileId, 'notice', AGENT_NOTICES.noChanges);
      return;
    }
    deps.applyProposal(fileId, command);
    const summary = describeCounts(countChanges(deps.file(fileId)?.data ?? []));
    say(fileId, 'notice', AGENT_NOTICES.proposed(summary));
  }

  async function run(fileId: string | undefined, instruction: string): Promise<void> {
    if (instruction.trim() === '') return;
    const key = fileId ?? '';
    if (threads.get(key).running) return;
    const user = deps.user();
    if (!user) return say(key, 'error', ASSISTANT_MESSAGES.agentNotSignedIn);
    const file = fileId ? deps.file(fileId) : undefined;
    if (!fileId || !file) return say(key, 'error', ASSISTANT_MESSAGES.agentNoFile);
    if (hasProposedChanges(file.data)) return say(fileId, 'notice', AGENT_NOTICES.pendingFirst);

    append(fileId, { sender: 'user', kind: 'message', text: instruction });
    threads.update(fileId, (thread) => ({ ...thread, running: true }));
    try {
      const outcome = await deps.api.run({
        req_data: agentRequestData(file),
        uid: user.uid,
        user_email: user.email,
        review_id: newAgentRunId(),
        user_instruction: instruction,
        file_id: fileId,
      });
      if (outcome.ok) applyAnswer(fileId, outcome.explanation, outcome.rows);
      else say(fileId, 'error', outcome.message);
    } finally {
      threads.update(fileId, (thread) => ({ ...thread, running: false }));
    }
  }

  return { threads, run };
}

export type AgentSession = ReturnType<typeof createAgentSession>;
