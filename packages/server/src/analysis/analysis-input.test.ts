import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { checkRequirementCount, scoreText } from './analysis-input.js';

describe('scoreText', () => {
  it('uses the description column when the row has one, even beside other columns', () => {
    expect(scoreText({ id: 'R1', description: 'The system shall log.', title: 'Logging' })).toBe(
      'The system shall log.',
    );
  });

  it("joins the other string columns as sentences, leaving out id, score and the row's bookkeeping", () => {
    const row = {
      id: 'R1',
      title: 'Login',
      text: 'The user shall sign in.',
      note: 'Needs SSO',
      score: '0',
      score_description: 'old',
      score_suggestion: 'old',
      tempChangeStatus: 'unchanged',
      this_is_a: 'requirement',
      rowOrder: 3,
      priority: 2,
      empty: '  ',
    };
    expect(scoreText(row)).toBe('Login. The user shall sign in. Needs SSO');
  });

  it('never contains the id or score fields (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (id, score) => {
        const marker = `\u0000${id}\u0001${score}`;
        expect(scoreText({ id: marker, score: marker, other: 'text' })).toBe('text');
      }),
    );
  });
});

describe('checkRequirementCount', () => {
  const statusOf = (count: number, max: number) => {
    try {
      checkRequirementCount(count, max);
      return 200;
    } catch (error) {
      return error instanceof AppError ? error.statusCode : 500;
    }
  };

  it('answers 400 for none, 413 above the limit, nothing up to it', () => {
    expect(statusOf(0, 10)).toBe(400);
    expect(statusOf(1, 10)).toBe(200);
    expect(statusOf(10, 10)).toBe(200);
    expect(statusOf(11, 10)).toBe(413);
    expect(() => checkRequirementCount(20_001, 20_000)).toThrow(
      'This specification has 20001 requirements; the limit is 20000.',
    );
  });
});
