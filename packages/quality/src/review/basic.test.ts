import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnalysisCancelledError } from '../cancellation.js';
import { createSpellChecker } from '../spelling/node.js';
import { promptRequirements, scriptedModel } from '../test/scripted-model.js';
import { introducesPlaceholder } from '../text/placeholders.js';
import type { AnalysisProgress } from '../types.js';
import { basicReview, mergeLlmCheck } from './basic.js';
import { checkRow } from './row-check.js';

const spelling = createSpellChecker();
const CLEAN = 'The system shall lock an account after 5 failed sign-in attempts within 10 minutes.';
const TYPO = 'The system shall lock an acount after 5 failed sign-in attempts within 10 minutes.';
const rows = [
  { id: 'A', description: CLEAN },
  { id: 'B', description: TYPO },
  { id: 'C', description: '' },
];

describe('basicReview without a model', () => {
  it('returns one row per input, in order, with the automatic checks', async () => {
    const result = await basicReview(rows, { spelling });
    expect(result).toEqual(rows.map((row) => ({ ...row, ...checkRow(row.description, spelling) })));
    expect(result.map((row) => row.status)).toEqual(['ok', 'error', 'warning']);
    expect(result[1]?.proposition).toBe(CLEAN);
  });

  it('reports progress through the phases, below the email phase', async () => {
    const seen: AnalysisProgress[] = [];
    await basicReview(rows, { spelling, onProgress: (progress) => void seen.push(progress) });
    const percentages = seen.map((progress) => progress.percentage);
    expect(percentages).toEqual([...percentages].sort((a, b) => a - b));
    expect([...new Set(seen.map((progress) => progress.step))]).toEqual([
      'validate',
      'static',
      'nlp',
      'llm',
      'reporting',
    ]);
    expect(Math.max(...percentages)).toBeLessThan(90);
  });

  it('stops with AnalysisCancelledError when cancelled', async () => {
    const controller = new AbortController();
    const many = Array.from({ length: 600 }, (_, index) => ({ id: `R${index}`, description: CLEAN }));
    const run = basicReview(many, {
      spelling,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(run).rejects.toBeInstanceOf(AnalysisCancelledError);
  });
});

describe('basicReview with a model', () => {
  it('lets the model raise the status and propose the text; the worse status wins', async () => {
    const model = scriptedModel((request) => ({
      reviews: promptRequirements(request.prompt).map(({ key }) => ({
        key,
        status: 'warning',
        reason: 'Which account?',
        proposition: 'Rewritten.',
      })),
    }));
    const [clean, typo, empty] = await basicReview(rows, { spelling, model });
    expect(clean).toMatchObject({
      status: 'warning',
      proposition: 'Rewritten.',
      reason: 'Language model: Which account?',
    });
    expect(typo).toMatchObject({ status: 'error', proposition: 'Rewritten.' });
    expect(typo?.reason).toBe("Spelling: 'acount' → 'account'. Language model: Which account?");
    expect(empty?.status).toBe('warning');
    expect(model.requests).toHaveLength(1);
    expect(promptRequirements(model.requests[0]?.prompt ?? '')).toHaveLength(2);
  });

  it('keeps the automatic checks when the model fails or skips rows', async () => {
    const failing = scriptedModel(() => {
      throw new Error('500 Internal Server Error');
    });
    const seen: AnalysisProgress[] = [];
    const result = await basicReview(rows, {
      spelling,
      model: failing,
      onProgress: (progress) => void seen.push(progress),
    });
    expect(result).toEqual(await basicReview(rows, { spelling }));
    expect(seen.map((progress) => progress.message)).toContain(
      'The language model failed for 1 of 1 batches (500 Internal Server Error); those rows keep the automatic checks.',
    );
    const silent = scriptedModel(() => ({
      reviews: [{ key: 'nope', status: 'error', reason: 'x', proposition: 'y' }],
    }));
    expect(await basicReview(rows, { spelling, model: silent })).toEqual(
      await basicReview(rows, { spelling }),
    );
  });

  it('stops with AnalysisCancelledError when cancelled during a model call', async () => {
    const controller = new AbortController();
    const model = scriptedModel(() => {
      controller.abort();
      throw new Error('aborted');
    });
    await expect(basicReview(rows, { spelling, model, signal: controller.signal })).rejects.toBeInstanceOf(
      AnalysisCancelledError,
    );
  });
});

describe('mergeLlmCheck', () => {
  it('ignores an ok from the model and keeps the automatic proposition when the model gives none', () => {
    const check = { status: 'error' as const, proposition: 'Fixed.', reason: 'Spelling.' };
    expect(mergeLlmCheck(check, { status: 'ok', reason: '', proposition: 'Other.' }, 'Fixd.')).toBe(check);
    expect(mergeLlmCheck(check, { status: 'warning', reason: '', proposition: '' }, 'Fixd.')).toEqual(check);
  });

  it('drops a template proposition from the model: a placeholder the text does not hold', () => {
    const text = 'The page shall load fast.';
    const check = { status: 'ok' as const, proposition: text, reason: '' };
    const template = {
      status: 'warning' as const,
      reason: 'How fast?',
      proposition: 'The page shall load <value>.',
    };
    expect(mergeLlmCheck(check, template, text)).toEqual({
      status: 'warning',
      proposition: '',
      reason: 'Language model: How fast?',
    });
    const concrete = { ...template, proposition: 'The page shall load within 2 s.' };
    expect(mergeLlmCheck(check, concrete, text).proposition).toBe('The page shall load within 2 s.');
    const kept = { ...template, proposition: 'Use <kbd>Enter</kbd> to send.' };
    expect(mergeLlmCheck(check, kept, 'Use <kbd>Enter</kbd> to sent.').proposition).toBe(
      'Use <kbd>Enter</kbd> to send.',
    );
  });
});

/** Requirement-like texts: words that trigger every detector, joined with arbitrary text. */
const requirementText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'The system',
        'shall',
        'should',
        'load',
        'fast',
        'user-friendly',
        'and/or',
        'reduce',
        'the number of clicks',
        'best',
        'if possible',
        'make best efforts to',
        'approximately',
        'not',
        'easy',
        'better',
        'adequate',
        '<value>',
        '.',
        ',',
      ),
      fc.string({ maxLength: 12 }),
    ),
    { maxLength: 14 },
  )
  .map((words) => words.join(' '));

describe('basicReview propositions', () => {
  it('never proposes a placeholder the requirement did not hold, with or without a model', async () => {
    const templateModel = scriptedModel((request) => ({
      reviews: promptRequirements(request.prompt).map(({ key }) => ({
        key,
        status: 'warning',
        reason: 'Vague.',
        proposition: 'The system shall respond within <value> and <observable criterion>.',
      })),
    }));
    await fc.assert(
      fc.asyncProperty(fc.array(requirementText, { minLength: 1, maxLength: 6 }), async (texts) => {
        const input = texts.map((description, index) => ({ id: `R${index}`, description }));
        for (const model of [null, templateModel]) {
          for (const row of await basicReview(input, { spelling, model })) {
            expect(introducesPlaceholder(row.description, row.proposition)).toBe(false);
            // A row that needs changing gets a changed text or none ('' = no proposal), never its own text.
            if (row.status !== 'ok')
              expect([row.description, ''].includes(row.proposition)).toBe(row.proposition === '');
          }
        }
      }),
      { seed: 7, numRuns: 60 },
    );
  });

  it('gives no proposal, only the reason, when no concrete rewrite exists', async () => {
    const [vague] = await basicReview([{ id: 'V', description: 'The page shall load fast.' }], { spelling });
    expect(vague).toMatchObject({ status: 'error', proposition: '' });
    expect(vague?.reason).toContain("'fast'");
  });
});

describe('basicReview properties', () => {
  it('never throws and gives every row exactly one result with its own id and text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ id: fc.string({ minLength: 1 }), description: fc.string({ maxLength: 150 }) }), {
          maxLength: 15,
        }),
        async (input) => {
          const result = await basicReview(input, { spelling });
          expect(result.map(({ id, description }) => ({ id, description }))).toEqual(input);
          expect(await basicReview(input, { spelling })).toEqual(result);
        },
      ),
      { seed: 11, numRuns: 80 },
    );
  });
});
