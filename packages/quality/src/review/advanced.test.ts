import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnalysisCancelledError } from '../cancellation.js';
import { promptRequirements, scriptedModel } from '../test/scripted-model.js';
import { advancedReview } from './advanced.js';

const spec = [
  { id: 'R1', description: 'The user shall be able to create a new project.' },
  { id: 'R2', description: 'The user shall be able to create a new project.' },
  { id: 'R3', description: 'The system shall validate the form and shall store the record.' },
  { id: 'R4', description: 'The owner can remove projects.' },
];

describe('advancedReview without a model', () => {
  it('finds duplicates, compound rows and gaps in one pass', async () => {
    const proposals = await advancedReview(spec);
    expect(proposals.map((p) => `${p.id}:${p.action}`)).toEqual(['R2:delete', 'R3:split']);
    expect(proposals[1]?.proposition).toBe(
      'The system shall validate the form. && The system shall store the record.',
    );
  });

  it('stops with AnalysisCancelledError when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(advancedReview(spec, { signal: controller.signal })).rejects.toBeInstanceOf(
      AnalysisCancelledError,
    );
  });

  // Its speed (10,000 rows within 5 s) is measured by `npm run bench`, not here.
  it('finds no duplicate among 10,000 distinct rows', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      id: `R${index}`,
      description: `The component ${index.toString(36)} shall process request type ${(index * 7919).toString(36)} within ${index % 50} ms.`,
    }));
    const proposals = await advancedReview(rows);
    expect(proposals.filter((proposal) => /duplicate/i.test(proposal.reason ?? ''))).toEqual([]);
  }, 60_000);
});

describe('advancedReview with a model', () => {
  it('adds model proposals, drops repeats of a row and action, and numbers new rows', async () => {
    const model = scriptedModel((request) => {
      const keys = promptRequirements(request.prompt).map((item) => item.key);
      expect(keys).toEqual(['r1', 'r2', 'r3', 'r4']);
      return {
        proposals: [
          { key: 'r2', action: 'delete', reason: 'Same as r1.', proposition: '' },
          {
            key: 'r4',
            action: 'replace',
            reason: 'Say who.',
            proposition: 'The project owner shall be able to remove a project.',
          },
          { key: '', action: 'add', reason: 'Missing.', proposition: 'The user shall rename a project.' },
          {
            key: '',
            action: 'add',
            reason: 'Missing again.',
            proposition: 'The user shall  rename a project.',
          },
        ],
      };
    });
    const proposals = await advancedReview(spec, { model });
    expect(proposals.map((p) => `${p.id}:${p.action}`)).toEqual([
      'R2:delete',
      'R3:split',
      'R4:replace',
      'NEW-1:add',
    ]);
    expect(proposals[2]).toEqual({
      id: 'R4',
      action: 'replace',
      reason: 'Say who.',
      description: 'The owner can remove projects.',
      proposition: 'The project owner shall be able to remove a project.',
    });
  });

  it('returns the automatic proposals and reports the failure when the model throws', async () => {
    const failures: string[] = [];
    const model = scriptedModel(() => {
      throw new Error('503 Service Unavailable');
    });
    const proposals = await advancedReview(spec, {
      model,
      onModelFailure: (message) => failures.push(message),
    });
    expect(proposals).toEqual(await advancedReview(spec));
    expect(failures).toEqual([
      'The language model failed for 1 of 1 batches (503 Service Unavailable); their proposals are missing.',
    ]);
  });

  it('tells how many of the batches failed, of how many', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => ({
      id: `R${index}`,
      description: `The component ${index} shall answer request ${index * 7} within 2 s.`,
    }));
    let calls = 0;
    const model = scriptedModel(() => {
      calls += 1;
      if (calls === 2) throw new Error('503 Service Unavailable');
      return { proposals: [] };
    });
    const told: unknown[] = [];
    await advancedReview(rows, { model, onModelFailure: (_message, batches) => told.push(batches) });
    expect(told).toEqual([{ failed: 1, total: 3 }]);
  });

  it('stops with AnalysisCancelledError when cancelled during a model call', async () => {
    const controller = new AbortController();
    const model = scriptedModel(() => {
      controller.abort();
      throw new Error('aborted');
    });
    await expect(advancedReview(spec, { model, signal: controller.signal })).rejects.toBeInstanceOf(
      AnalysisCancelledError,
    );
  });
});

describe('advancedReview properties', () => {
  it('never throws, is deterministic, and proposes each row and action at most once', async () => {
    const row = fc.record({
      id: fc.string({ minLength: 1, maxLength: 6 }),
      description: fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom(...spec.map((r) => r.description))),
    });
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(row, { selector: (r) => r.id, maxLength: 20 }), async (rows) => {
        const proposals = await advancedReview(rows);
        expect(await advancedReview(rows)).toEqual(proposals);
        const ids = new Set(rows.map((r) => r.id));
        const keys = proposals.filter((p) => p.action !== 'add').map((p) => `${p.id}\u0000${p.action}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const p of proposals) expect(p.action === 'add' ? !ids.has(p.id) : ids.has(p.id)).toBe(true);
      }),
      { seed: 5, numRuns: 80 },
    );
  });
});
