import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeRequirement } from './analyze.js';
import { AnalysisCancelledError } from './cancellation.js';
import { NO_MODEL_MESSAGE } from './llm/score-layers.js';
import { scoreRequirements } from './score.js';
import { type ModelRequest, promptRequirements, scriptedModel } from './test/scripted-model.js';
import type { AnalysisProgress } from './types.js';

const CLEAN = 'The system shall lock an account after 5 failed sign-in attempts within 10 minutes.';
const inputs = (count: number, text = CLEAN) =>
  Array.from({ length: count }, (_, index) => ({ id: `REQ-${index + 1}`, text }));
const isFindingsCall = (request: ModelRequest) => request.system.includes('semantic quality problems');

/** A model that flags every requirement as unverifiable and rewrites each one, scoring it 90. */
function helpfulModel() {
  return scriptedModel((request) => {
    const rows = promptRequirements(request.prompt);
    return isFindingsCall(request)
      ? {
          findings: rows.map(({ key }) => ({
            key,
            category: 'unverifiable',
            words: ['lock'],
            explanation: 'No test is named.',
            suggestion: 'Name the test.',
          })),
        }
      : {
          improvements: rows.map(({ key, text }) => ({
            key,
            score: 90,
            rewrite: `${text} (rewritten)`,
            rationale: 'Clearer.',
          })),
        };
  });
}

describe('scoreRequirements without a model', () => {
  it('returns the deterministic analysis for every input, in order, and says the LLM layers were skipped', async () => {
    expect(analyzeRequirement(CLEAN).findings).toEqual([]);
    const texts = [CLEAN, 'The system should respond quickly if possible.', 'Users may export reports.'];
    const response = await scoreRequirements(texts.map((text, index) => ({ id: `R${index}`, text })));
    expect(response.scores).toEqual(
      texts.map((text, index) => {
        const analysis = analyzeRequirement(text);
        return {
          id: `R${index}`,
          score: analysis.score,
          score_description: analysis.description,
          score_suggestion: analysis.suggestion,
        };
      }),
    );
    expect(response.layers).toEqual({
      static: true,
      nlp: true,
      llm: { used: false, message: NO_MODEL_MESSAGE },
    });
  });

  it("scores an empty requirement 0 with the engine's empty-text description, even with a model", async () => {
    const model = scriptedModel(() => {
      throw new Error('the model must not be asked about an empty row');
    });
    const response = await scoreRequirements([{ id: 'E', text: '   ' }], { model });
    const empty = analyzeRequirement('   ');
    expect(response.scores[0]).toEqual({
      id: 'E',
      score: 0,
      score_description: empty.description,
      score_suggestion: empty.suggestion,
    });
    expect(empty.description).not.toBe('');
    expect(model.requests).toEqual([]);
  });

  it('reports the phases of docs/product-rules.md, "States and transitions" in order, below the email phase', async () => {
    const seen: AnalysisProgress[] = [];
    await scoreRequirements(inputs(1200), { onProgress: (progress) => void seen.push(progress) });
    const percentages = seen.map((progress) => progress.percentage);
    expect(percentages).toEqual([...percentages].sort((a, b) => a - b));
    expect(Math.max(...percentages)).toBeLessThan(90);
    expect([...new Set(seen.map((progress) => progress.step))]).toEqual([
      'validate',
      'static',
      'nlp',
      'llm',
      'propositions',
      'reporting',
    ]);
    expect(seen.find((progress) => progress.step === 'static')?.message).toBe(
      'Static and NLP analysis: 500 of 1,200 requirements',
    );
    expect(seen.find((progress) => progress.step === 'llm')?.message).toContain(
      'no language model is configured',
    );
  });

  it('stops with AnalysisCancelledError when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(scoreRequirements(inputs(3), { signal: controller.signal })).rejects.toBeInstanceOf(
      AnalysisCancelledError,
    );
  });

  it('cancels between progress steps', async () => {
    const controller = new AbortController();
    const run = scoreRequirements(inputs(2000), {
      signal: controller.signal,
      onProgress: ({ step }) => {
        if (step === 'static') controller.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(AnalysisCancelledError);
  });
});

describe('scoreRequirements with a model', () => {
  it('lets LLM findings score requirements no detector flagged and always adds the rewrite', async () => {
    const model = helpfulModel();
    const response = await scoreRequirements(inputs(2), { model });
    expect(response.scores[0]).toEqual({
      id: 'REQ-1',
      score: 70,
      score_description: 'LLM finding (unverifiable): No test is named. Words: "lock".',
      score_suggestion: `${CLEAN} (rewritten)`,
    });
    expect(response.layers.llm).toEqual({
      used: true,
      message: 'The LLM layers (70–100) reviewed 2 requirements.',
    });
  });

  it('batches requirements so 60 rows take 3 finding calls and 3 improvement calls', async () => {
    const model = helpfulModel();
    await scoreRequirements(inputs(60), { model });
    expect(
      model.requests.filter(isFindingsCall).map((request) => promptRequirements(request.prompt).length),
    ).toEqual([25, 25, 10]);
    expect(model.requests.length).toBe(6);
  });

  it('keeps the deterministic result for rows the model skips or names with unknown keys', async () => {
    const model = scriptedModel((request) =>
      isFindingsCall(request)
        ? {
            findings: [
              { key: 'REQ-1', category: 'incomplete', words: [], explanation: 'x', suggestion: 'y' },
            ],
          }
        : { improvements: [{ key: 'r2', score: 95, rewrite: 'Better.', rationale: '' }] },
    );
    const [first, second] = (await scoreRequirements(inputs(2), { model })).scores;
    const analysis = analyzeRequirement(CLEAN);
    expect(first).toEqual({
      id: 'REQ-1',
      score: analysis.score,
      score_description: analysis.description,
      score_suggestion: analysis.suggestion,
    });
    expect(second).toMatchObject({ id: 'REQ-2', score: 95, score_suggestion: 'Better.' });
  });

  it('completes with static and NLP results when the model fails, and says why', async () => {
    const model = scriptedModel(() => {
      throw new Error('429 Too Many Requests');
    });
    const response = await scoreRequirements(inputs(2), { model });
    expect(response.scores[0]?.score).toBe(analyzeRequirement(CLEAN).score);
    expect(response.layers.llm).toEqual({
      used: false,
      message:
        'The language model failed for 2 of 2 batches (429 Too Many Requests); those requirements keep their static and NLP results.',
    });
  });

  it('treats a malformed answer as a failed batch and still uses the good ones', async () => {
    const model = scriptedModel((request) =>
      isFindingsCall(request) ? { findings: 'none' } : { improvements: [] },
    );
    const response = await scoreRequirements(inputs(1), { model });
    expect(response.layers.llm.used).toBe(true);
    expect(response.layers.llm.message).toMatch(/^The language model failed for 1 of 2 batches/);
  });

  it('stops with AnalysisCancelledError when cancelled while the model works', async () => {
    const controller = new AbortController();
    const model = scriptedModel((request) => {
      controller.abort();
      throw request.abortSignal?.reason ?? new Error('aborted');
    });
    await expect(scoreRequirements(inputs(3), { model, signal: controller.signal })).rejects.toBeInstanceOf(
      AnalysisCancelledError,
    );
  });
});

describe('scoreRequirements properties', () => {
  it('gives every input exactly one result in 0–100, deterministically, and never throws', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ id: fc.string({ minLength: 1, maxLength: 8 }), text: fc.string({ maxLength: 120 }) }),
          { maxLength: 20 },
        ),
        async (rows) => {
          const first = await scoreRequirements(rows);
          const second = await scoreRequirements(rows);
          expect(first).toEqual(second);
          expect(first.scores.map((score) => score.id)).toEqual(rows.map((row) => row.id));
          for (const { score } of first.scores)
            expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
        },
      ),
      { seed: 7, numRuns: 60 },
    );
  });
});
