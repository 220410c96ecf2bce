import { describe, expect, it } from 'vitest';
import { scriptedModel } from '../test/scripted-model.js';
import { requestLlmImprovements } from './improvements.js';
import { keyed } from './prompt-data.js';

describe('requestLlmImprovements', () => {
  it('clamps scores to 80–100, trims text and drops empty rewrites and unknown keys', async () => {
    const model = scriptedModel(() => ({
      improvements: [
        { key: 'r1', score: 42, rewrite: ' The system shall answer within 2 s. ', rationale: 'Measurable.' },
        { key: 'r2', score: 140.4, rewrite: '   ', rationale: '' },
        { key: 'r3', score: 90, rewrite: 'Unknown row.', rationale: '' },
      ],
    }));
    const improvements = await requestLlmImprovements(model, keyed(['The system shall be fast.', 'Fine.']));
    expect([...improvements]).toEqual([
      ['r1', { score: 80, rewrite: 'The system shall answer within 2 s.', rationale: 'Measurable.' }],
    ]);
  });

  it('drops a rewrite that is a template with a placeholder the requirement does not have', async () => {
    const model = scriptedModel(() => ({
      improvements: [
        { key: 'r1', score: 85, rewrite: 'The page shall load within <N seconds>.', rationale: '' },
        { key: 'r2', score: 85, rewrite: 'The tag <br> shall be kept.', rationale: '' },
      ],
    }));
    const improvements = await requestLlmImprovements(
      model,
      keyed(['The page shall load fast.', 'The tag <br> shall be kept']),
    );
    expect([...improvements.keys()]).toEqual(['r2']);
  });

  it('passes the abort signal to the model', async () => {
    const controller = new AbortController();
    const model = scriptedModel(() => ({ improvements: [] }));
    await requestLlmImprovements(model, keyed(['x']), controller.signal);
    expect(model.requests[0]?.abortSignal).toBe(controller.signal);
  });
});
