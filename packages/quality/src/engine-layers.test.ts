import { describe, expect, it } from 'vitest';
import {
  advancedReview,
  advancedReviewDeterministicLayers,
  advancedReviewModelLayers,
} from './review/advanced.js';
import { basicReview, basicReviewDeterministicLayers, basicReviewModelLayers } from './review/basic.js';
import { scoreDeterministicLayers, scoreModelLayers, scoreRequirements } from './score.js';
import { createSpellChecker } from './spelling/node.js';
import { promptRequirements, scriptedModel } from './test/scripted-model.js';
import type { AnalysisProgress } from './types.js';

// Each engine runs as its deterministic layers (e.g. in a worker thread, whose results are structured
// clones) followed by its model layers: together they must give exactly the whole engine's answer.

const texts = [
  'The system shall lock an account after 5 failed sign-in attempts within 10 minutes.',
  'The system should be user-friendly and fast if possible.',
  'The user shall be able to create a new project.',
  'The user shall be able to create a new project.',
  'The system shall validate the form and shall store the recrod.',
  '',
];
const rows = texts.map((description, index) => ({ id: `R${index + 1}`, description }));
const inputs = rows.map(({ id, description }) => ({ id, text: description }));

/** A model that rewrites every requirement it is asked to improve and finds nothing. */
const rewritingModel = () =>
  scriptedModel((request) =>
    request.system.includes('semantic quality problems')
      ? { findings: [] }
      : {
          improvements: promptRequirements(request.prompt).map(({ key, text }) => ({
            key,
            score: 90,
            rewrite: `${text} (rewritten)`,
            rationale: 'Clearer.',
          })),
        },
  );

function recorder() {
  const seen: AnalysisProgress[] = [];
  return { seen, onProgress: (progress: AnalysisProgress) => void seen.push(progress) };
}

describe('the deterministic layers, then the model layers', () => {
  it('score: the same scores and progress as scoreRequirements, with or without a model', async () => {
    for (const model of [null, rewritingModel()]) {
      const whole = recorder();
      const expected = await scoreRequirements(inputs, { model, onProgress: whole.onProgress });
      const split = recorder();
      const deterministic = structuredClone(
        await scoreDeterministicLayers(inputs, { onProgress: split.onProgress }),
      );
      const actual = await scoreModelLayers(inputs, deterministic, { model, onProgress: split.onProgress });
      expect(actual).toEqual(expected);
      expect(split.seen).toEqual(whole.seen);
      expect(JSON.stringify(actual).includes('(rewritten)')).toBe(model !== null);
    }
  });

  it('basic review: the same rows and progress as basicReview', async () => {
    const spelling = createSpellChecker();
    const whole = recorder();
    const expected = await basicReview(rows, { spelling, onProgress: whole.onProgress });
    const split = recorder();
    const checks = structuredClone(
      await basicReviewDeterministicLayers(rows, { spelling, onProgress: split.onProgress }),
    );
    expect(await basicReviewModelLayers(rows, checks, { onProgress: split.onProgress })).toEqual(expected);
    expect(split.seen).toEqual(whole.seen);
  });

  it('advanced review: the same proposals as advancedReview', async () => {
    const automatic = structuredClone(await advancedReviewDeterministicLayers(rows));
    expect(await advancedReviewModelLayers(rows, automatic)).toEqual(await advancedReview(rows));
  });
});
