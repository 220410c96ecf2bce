import { describe, expect, it } from 'vitest';
import { promptRequirements, scriptedModel } from '../test/scripted-model.js';
import { requestLlmBasicCheck } from './basic-check.js';

const items = [
  { key: 'r1', text: 'The system shall be fast.', findings: 'Ambiguous (20): fast' },
  { key: 'r2', text: 'The system shall log in.', findings: '' },
];

describe('requestLlmBasicCheck', () => {
  it('sends texts with their automatic findings and keeps valid statuses of known keys', async () => {
    const model = scriptedModel((request) => {
      expect(promptRequirements(request.prompt)).toEqual(items);
      return {
        reviews: [
          {
            key: 'r1',
            status: ' ERROR ',
            reason: 'Not measurable.',
            proposition: 'The system shall answer within 2 s.',
          },
          { key: 'r2', status: 'maybe', reason: '', proposition: '' },
          { key: 'r7', status: 'ok', reason: '', proposition: '' },
        ],
      };
    });
    const checks = await requestLlmBasicCheck(model, items);
    expect([...checks]).toEqual([
      [
        'r1',
        { status: 'error', reason: 'Not measurable.', proposition: 'The system shall answer within 2 s.' },
      ],
    ]);
  });

  it('throws on a malformed answer', async () => {
    const model = scriptedModel(() => ({ reviews: [{ key: 'r1', status: 'ok' }] }));
    await expect(requestLlmBasicCheck(model, items)).rejects.toThrow();
  });
});
