import { applyCommand, type Command, type RequirementFile, type UserActivityRequest } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { specFileFixture } from '../../test/spec-fixture';
import { createAnalysisFlow } from './analysis-flow';
import type { AnalysisFlowDefinition, FlowStep } from './flow-definition';

/** A made-up fourth analysis: it proposes to shorten the requirements longer than a few words. */
interface LengthRequest {
  texts: { id: string; text: string }[];
}
interface LengthResult {
  long: { id: string; shorter: string }[];
}
type LengthProposal = LengthResult['long'][number];

function lengthCheckDefinition(
  run: (request: LengthRequest) => Promise<LengthResult>,
  logged: UserActivityRequest[],
): AnalysisFlowDefinition<LengthRequest, LengthResult, never, LengthProposal, never> {
  return {
    task: { run, runFailedText: 'The length check failed.' },
    analyses: 'specAtOpen',
    choosesColumn: true,
    refuse: ({ target }) => (target ? null : { step: 'setup', message: 'Open a spec first.' }),
    request: ({ target, column }) => {
      const texts = target.file.data.map((row) => ({ id: row.id, text: String(row[column] ?? '') }));
      return { body: { texts }, size: texts.length };
    },
    startMessage: 'Counting words',
    cancelWaitsForServer: false,
    missingFileMessage: 'The spec is gone.',
    finish: {
      kind: 'walkProposals',
      proposals: (results) => results.long,
      analysis: (results) => ({ analysisType: 'basic', analyzed: results.long.length }),
      accept: (_file, proposal, column) => ({
        command: { type: 'editCell', rowId: proposal.id, field: column, value: proposal.shorter },
        label: 'Shorten',
      }),
      acceptAll: () => [],
      acceptAllLabel: 'Shorten all',
      activity: {
        logActivity: async (activity) => logged.push(activity),
        trackQualityReviewCompleted: () => {},
      },
    },
  };
}

function setup(run: (request: LengthRequest) => Promise<LengthResult>, given: RequirementFile | null) {
  let file = given ?? undefined;
  const logged: UserActivityRequest[] = [];
  const flow = createAnalysisFlow(lengthCheckDefinition(run, logged), {
    activeSpec: () => (file ? { fileId: 'f1', file } : undefined),
    fileById: () => file,
    applyCommand: (_fileId: string, command: Command) => {
      if (file) file = applyCommand(file, command);
    },
    user: () => ({ uid: 'u1', email: 'ada@example.com' }),
    newAnalysisId: () => 'length-1',
  });
  const step = () => flow.store.getState().current;
  return { flow, step, file: () => file, logged };
}

describe('a fourth analysis is a configuration of the analysis flow', () => {
  it('opens on its setup, runs, walks through its proposals, applies the accepted one and logs on close', async () => {
    const sent: LengthRequest[] = [];
    const { flow, step, file, logged } = setup(async (request) => {
      sent.push(request);
      return { long: [{ id: 'r2', shorter: 'Short.' }] };
    }, specFileFixture());
    await flow.open();
    expect(flow.store.getState()).toMatchObject({ fileId: 'f1', column: 'description', asyncMode: false });
    expect(step()).toEqual({ step: 'setup', message: null });
    await flow.start();
    expect(sent[0]?.texts).toHaveLength(3);
    expect(step()).toMatchObject({ step: 'proposal', index: 0, acceptable: true });
    flow.accept();
    expect(file()?.data[1]?.description).toBe('Short.');
    expect(step()).toEqual({ step: 'finished', accepted: 1, rejected: 0, skipped: 0, total: 1 });
    flow.close();
    expect(logged).toEqual([expect.objectContaining({ review_id: 'length-1', accepted_requirements: 1 })]);
    expect(step()).toEqual({ step: 'idle' });
  });

  it('shows its refusal, a failed run, and that there is nothing to walk through', async () => {
    const none = setup(async () => ({ long: [] }), null);
    await none.flow.open();
    expect(none.step()).toEqual({ step: 'setup', message: 'Open a spec first.' });
    const failing = setup(async () => Promise.reject(new Error('Engine down')), specFileFixture());
    await failing.flow.open();
    await failing.flow.start();
    expect(failing.step()).toEqual({ step: 'failed', message: 'The length check failed.', progress: null });
    const clean = setup(async () => ({ long: [] }), specFileFixture());
    await clean.flow.open();
    await clean.flow.start();
    expect(clean.step()).toEqual({ step: 'noProposals' });
  });
});

describe('analysis flow: results applied as one undo step, and checks on open', () => {
  type CountStep = FlowStep<number, never, string>;

  function countDefinition(
    admit: () => Promise<CountStep | null>,
  ): AnalysisFlowDefinition<string, number, number, never, string> {
    return {
      task: { run: async () => 2, runFailedText: 'Counting failed.' },
      analyses: 'specAtStart',
      choosesColumn: false,
      refuse: () => null,
      admit,
      request: ({ target }) => ({ body: target.file.title, size: 1 }),
      startMessage: 'Counting',
      progress: { of: (percentage) => `at ${percentage}`, failed: (progress) => `${progress} (failed)` },
      cancelWaitsForServer: false,
      missingFileMessage: 'The spec is gone.',
      finish: {
        kind: 'applyResults',
        show: (count) => count,
        apply: (_file, count) => ({
          command: { type: 'editCell', rowId: 'r1', field: 'description', value: `${count} rows` },
          label: 'Write the count',
          count: 1,
        }),
      },
    };
  }

  it('shows the results, then applies them to the analysed file', async () => {
    let file: RequirementFile | undefined = specFileFixture();
    const labels: string[] = [];
    const flow = createAnalysisFlow(
      countDefinition(async () => null),
      {
        activeSpec: () => (file ? { fileId: 'f1', file } : undefined),
        fileById: () => file,
        applyCommand: (_fileId, command, label) => {
          labels.push(label);
          if (file) file = applyCommand(file, command);
        },
        user: () => null,
      },
    );
    await flow.open();
    await flow.start();
    expect(flow.store.getState().current).toEqual({ step: 'results', shown: 2, applying: false });
    flow.apply();
    expect(flow.store.getState().current).toEqual({ step: 'applied', count: 1 });
    expect(labels).toEqual(['Write the count']);
    expect(file?.data[0]?.description).toBe('2 rows');
  });

  it('ignores the answer of an async check when the dialog closed meanwhile', async () => {
    let answer: (step: CountStep | null) => void = () => {};
    const flow = createAnalysisFlow(
      countDefinition(() => new Promise((resolve) => (answer = resolve))),
      {
        activeSpec: () => ({ fileId: 'f1', file: specFileFixture() }),
        fileById: () => undefined,
        applyCommand: () => {},
        user: () => null,
      },
    );
    const opening = flow.open();
    flow.close();
    answer({ step: 'failed', message: 'Too late', progress: null });
    await opening;
    expect(flow.store.getState().current).toEqual({ step: 'idle' });
  });
});
