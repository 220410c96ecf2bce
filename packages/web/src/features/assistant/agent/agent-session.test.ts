import type { AgentRequest, Row } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { changeActions } from '../../../actions/change-actions';
import { createActionRegistry } from '../../../actions/registry';
import { fakeActionContext } from '../../../actions/test-context';
import type { AgentOutcome } from '../../../api/agent-api';
import { createSpecFilesStore } from '../../../state/spec-files';
import { specFileFixture } from '../../../test/spec-fixture';
import { createAgentSession } from './agent-session';

const USER = { uid: 'u1', email: 'ada@example.com' };

function setup(outcome: AgentOutcome, user: typeof USER | null = USER) {
  const specs = createSpecFilesStore();
  specs.getState().addSpec(specFileFixture(3));
  const requests: AgentRequest[] = [];
  const session = createAgentSession({
    api: {
      run: async (body) => {
        requests.push(body);
        return outcome;
      },
    },
    file: (fileId) => specs.getState().specs[fileId]?.edit.file,
    applyProposal: (fileId, command) => specs.getState().dispatch(fileId, command, 'Agent Changes'),
    user: () => user,
    newAgentRunId: () => 'review-1',
  });
  const rows = () => specs.getState().specs.f1?.edit.file.data ?? [];
  const entries = () =>
    session.threads.get('f1').entries.map((entry) => `${entry.sender}/${entry.kind}: ${entry.text}`);
  return { session, specs, requests, rows, entries };
}

const statuses = (rows: readonly Row[]) => rows.map((row) => `${row.id}:${row.tempChangeStatus}`);

const PROPOSAL: AgentOutcome = {
  ok: true,
  explanation: 'Made thing 1 measurable and added logging.',
  rows: [
    { id: 'r1', description: 'The system shall do thing 1 within 2 s.', this_is_a: 'requirement' },
    { id: 'r2', description: 'The system shall do thing 2.', this_is_a: 'requirement' },
    { id: 'r9', description: 'The system shall log changes.', this_is_a: 'requirement' },
  ],
};

describe('agent session', () => {
  it('sends the instruction with the spec and shows the answer as proposed changes, undone in one step', async () => {
    const { session, specs, requests, rows, entries } = setup(PROPOSAL);
    await session.run('f1', 'Make thing 1 measurable');
    expect(requests[0]).toMatchObject({
      uid: 'u1',
      user_email: 'ada@example.com',
      review_id: 'review-1',
      user_instruction: 'Make thing 1 measurable',
      file_id: 'f1',
    });
    expect(requests[0]?.req_data.rows).toHaveLength(3);
    expect(statuses(rows())).toEqual([
      'r1~original:changed-original',
      'r1:changed-updated',
      'r2:unchanged',
      'r9:added',
      'r3:removed',
    ]);
    expect(entries()).toEqual([
      'user/message: Make thing 1 measurable',
      'agent/message: Made thing 1 measurable and added logging.',
      'agent/notice: Proposed changes: 1 changed, 1 added, 1 removed. Accept or reject them in the table.',
    ]);
    specs.getState().undo('f1');
    expect(statuses(rows())).toEqual(['r1:unchanged', 'r2:unchanged', 'r3:unchanged']);
  });

  it('Accept All and Discard All settle every proposed change as one undo step each', async () => {
    const { session, specs, rows } = setup(PROPOSAL);
    // The agent panel's buttons run these actions.
    const actions = createActionRegistry(changeActions, () => ({
      ...fakeActionContext(),
      specs: specs.getState(),
    }));
    await session.run('f1', 'Go');
    actions.runAction('changes.acceptAll', { source: 'panel' }, { fileId: 'f1' });
    expect(statuses(rows())).toEqual(['r1:unchanged', 'r2:unchanged', 'r9:unchanged']);
    expect(rows()[0]?.description).toBe('The system shall do thing 1 within 2 s.');
    specs.getState().undo('f1');
    actions.runAction('changes.discardAll', { source: 'panel' }, { fileId: 'f1' });
    expect(statuses(rows())).toEqual(['r1:unchanged', 'r2:unchanged', 'r3:unchanged']);
    expect(rows()[0]?.description).toBe('The system shall do thing 1.');
  });

  it('asks to settle proposed changes before a new instruction', async () => {
    const { session, requests, entries } = setup(PROPOSAL);
    await session.run('f1', 'Go');
    await session.run('f1', 'Again');
    expect(requests).toHaveLength(1);
    expect(entries().at(-1)).toBe(
      'agent/notice: Accept or discard the pending changes in the table before giving a new instruction.',
    );
  });

  it('shows the spec messages when signed out, with no file, on a service error, and ignores blank input', async () => {
    const signedOut = setup(PROPOSAL, null);
    await signedOut.session.run('f1', 'Go');
    expect(signedOut.entries()).toEqual(['agent/error: Error: User not authenticated.']);

    const noFile = setup(PROPOSAL);
    await noFile.session.run(undefined, 'Go');
    await noFile.session.run('missing', 'Go');
    expect(noFile.session.threads.get('missing').entries[0]?.text).toBe(
      'Error: No active requirement file selected.',
    );
    expect(noFile.session.threads.get('').entries[0]?.text).toBe(
      'Error: No active requirement file selected.',
    );

    const failing = setup({ ok: false, message: 'Service Error: Rate limit reached.' });
    await failing.session.run('f1', '   ');
    expect(failing.requests).toHaveLength(0);
    await failing.session.run('f1', 'Go');
    expect(failing.entries().at(-1)).toBe('agent/error: Service Error: Rate limit reached.');
    expect(failing.session.threads.get('f1').running).toBe(false);
  });

  it('an answer without changes says so and leaves the table alone', async () => {
    const { session, rows, entries } = setup({ ok: true, explanation: '', rows: null });
    await session.run('f1', 'Explain');
    expect(statuses(rows())).toEqual(['r1:unchanged', 'r2:unchanged', 'r3:unchanged']);
    expect(entries().at(-1)).toBe('agent/message: Done.');
    const same = setup({
      ok: true,
      explanation: 'All fine.',
      rows: specFileFixture(3).data.map((r) => ({ id: r.id, description: String(r.description) })),
    });
    await same.session.run('f1', 'Check');
    expect(same.entries().at(-1)).toBe('agent/notice: The agent proposed no changes to the rows.');
  });
});
