import { applyCommand, type Command, type RequirementFile } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, noSleep, sequence, taskStatus } from '../../test/fake-api';
import { specFileFixture } from '../../test/spec-fixture';
import { createScoreAnalysis } from './score-analysis';

const results = {
  scores: [
    { id: 'r1', score: 10, score_description: "Loophole: 'if possible'", score_suggestion: 'Remove it.' },
    { id: 'r2', score: 85, score_description: 'Clear.', score_suggestion: 'Keep.' },
  ],
  layers: { static: true, nlp: true, llm: { used: false, message: 'No model configured.' } },
};

function setup(routes: Parameters<typeof fakeApi>[0], file: RequirementFile | null = specFileFixture()) {
  const { api, calls } = fakeApi(routes);
  let current = file ?? undefined;
  const analysis = createScoreAnalysis({
    api,
    activeSpec: () => (current ? { fileId: 'f1', file: current } : undefined),
    fileById: () => current,
    applyCommand: (_fileId: string, command: Command) => {
      if (current) current = applyCommand(current, command);
    },
    user: () => null,
    newAnalysisId: () => 'analysis-1',
    sleep: noSleep,
  });
  const step = () => analysis.store.getState().current;
  return { analysis, calls, step, file: () => current };
}

describe('score analysis', () => {
  it('goes from confirming through processing to results, then applies them', async () => {
    const progress: number[] = [];
    const { analysis, calls, step, file } = setup({
      'POST /api/analyze/score/async': { body: { task_id: 't1', status: 'queued' } },
      'GET /api/analyze/score/status/': sequence([
        { body: taskStatus('running', { progress_percentage: 45, user_message: 'Working' }) },
        { body: taskStatus('completed', { results }) },
      ]),
    });
    analysis.open();
    expect(step().step).toBe('setup');
    const unsubscribe = analysis.store.subscribe((state) => {
      if (state.current.step === 'running') progress.push(state.current.percentage);
    });
    await analysis.start();
    unsubscribe();
    expect(progress).toEqual([0, 45]);
    expect(step()).toEqual({
      step: 'results',
      shown: { results, rowLabels: expect.any(Object) },
      applying: false,
    });
    const sent = calls[0]?.body as { uid: string; requirements: Record<string, string>[] };
    expect(sent.uid).toBe('anonymous');
    expect(sent.requirements[0]).toEqual({
      id: 'r1',
      description: 'The system shall do thing 1.',
      this_is_a: 'requirement',
      score: '0',
      score_description: '',
    });
    analysis.apply();
    expect(step()).toEqual({ step: 'applied', count: 2 });
    expect(file()?.data[0]).toMatchObject({ score: 10, score_description: "Loophole: 'if possible'" });
  });

  it('sends only requirements, and says when there are none besides chapters, context and comments', async () => {
    const kinds = ['chapter', 'context', 'comment'];
    const structure = kinds.reduce(
      (file, kind, index) =>
        applyCommand(file, { type: 'editCell', rowId: `r${index + 1}`, field: 'this_is_a', value: kind }),
      specFileFixture(4),
    );
    const mixed = setup({ 'POST /api/analyze/score': { body: results } }, structure);
    mixed.analysis.setAsyncMode(false);
    await mixed.analysis.start();
    const sent = mixed.calls[0]?.body as { requirements: { id: string }[] };
    expect(sent.requirements.map((row) => row.id)).toEqual(['r4']);
    const onlyHeadings = applyCommand(structure, {
      type: 'editCell',
      rowId: 'r4',
      field: 'this_is_a',
      value: 'Chapter',
    });
    const none = setup({}, onlyHeadings);
    await none.analysis.start();
    expect(none.step()).toMatchObject({
      step: 'failed',
      message: 'No requirements found in the active file.',
    });
    expect(none.calls).toEqual([]);
  });

  it('runs synchronously when async mode is off', async () => {
    const { analysis, calls, step } = setup({ 'POST /api/analyze/score': { body: results } });
    analysis.open();
    analysis.setAsyncMode(false);
    await analysis.start();
    expect(calls.map((call) => call.path)).toEqual(['/api/analyze/score']);
    expect(step().step).toBe('results');
  });

  it('reports a failed task with its error, or the default', async () => {
    const withError = setup({
      'POST /api/analyze/score/async': { body: { task_id: 't1', status: 'queued' } },
      'GET /api/analyze/score/status/': { body: taskStatus('failed', { error: 'Model quota exceeded' }) },
    });
    await withError.analysis.start();
    expect(withError.step()).toMatchObject({ step: 'failed', message: 'Model quota exceeded' });
    const bare = setup({
      'POST /api/analyze/score/async': { body: { task_id: 't1', status: 'queued' } },
      'GET /api/analyze/score/status/': { body: taskStatus('failed') },
    });
    await bare.analysis.start();
    expect(bare.step()).toMatchObject({ step: 'failed', message: 'Analysis failed' });
  });

  it('stops polling on the first status error', async () => {
    const { analysis, step, calls } = setup({
      'POST /api/analyze/score/async': { body: { task_id: 't1', status: 'queued' } },
      'GET /api/analyze/score/status/': {
        status: 500,
        body: { error: 'internal', message: 'Database down' },
      },
    });
    await analysis.start();
    expect(step()).toMatchObject({ step: 'failed', message: 'Polling error: Database down' });
    expect(calls).toHaveLength(2);
  });

  it('prefixes start failures with Error:', async () => {
    const { analysis, step } = setup({
      'POST /api/analyze/score/async': {
        status: 413,
        body: { error: 'too_large', message: 'Too many rows.' },
      },
    });
    await analysis.start();
    expect(step()).toMatchObject({
      step: 'failed',
      message: 'Error: Too many rows.',
      progress: expect.anything(),
    });
  });

  it('says when there is no file or no requirement', async () => {
    const none = setup({}, null);
    await none.analysis.start();
    expect(none.step()).toMatchObject({ step: 'failed', message: 'Active file or analysis ID is missing.' });
    const empty = setup({}, { ...specFileFixture(), data: [] });
    await empty.analysis.start();
    expect(empty.step()).toMatchObject({
      step: 'failed',
      message: 'No requirements found in the active file.',
    });
  });

  it('says on opening when there is no spec or no requirement, instead of offering Start Analysis', () => {
    const none = setup({}, null);
    none.analysis.open();
    expect(none.step()).toMatchObject({
      step: 'failed',
      message:
        'No specification is active in the current tab. Please select a tab containing a specification file.',
      progress: null,
    });
    const empty = setup({}, { ...specFileFixture(), data: [] });
    empty.analysis.open();
    expect(empty.step()).toMatchObject({
      step: 'failed',
      message: 'No requirements found in the active file.',
    });
    const ready = setup({});
    ready.analysis.open();
    expect(ready.step()).toEqual({ step: 'setup', message: null });
  });

  it('treats a completed task without results as an error', async () => {
    const { analysis, step } = setup({
      'POST /api/analyze/score/async': { body: { task_id: 't1', status: 'queued' } },
      'GET /api/analyze/score/status/': { body: taskStatus('completed') },
    });
    await analysis.start();
    expect(step()).toMatchObject({ step: 'failed', message: 'Analysis completed but no results received' });
  });

  it('cancels in async mode: stops polling, asks the server, says so', async () => {
    let releaseStatus: () => void = () => {};
    const { analysis, step, calls } = setup({
      'POST /api/analyze/score/async': { body: { task_id: 't9', status: 'queued' } },
      'GET /api/analyze/score/status/': () =>
        new Promise((resolve) => {
          releaseStatus = () => resolve({ body: taskStatus('running', { progress_percentage: 20 }) });
        }),
      'DELETE /api/analyze/score/cancel/': { body: { message: 'Cancelled' } },
    });
    const running = analysis.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    void analysis.cancel();
    releaseStatus();
    await running;
    expect(step()).toMatchObject({ step: 'failed', message: 'Analysis cancelled by user' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'DELETE /api/analyze/score/cancel/t9',
    );
  });
});
