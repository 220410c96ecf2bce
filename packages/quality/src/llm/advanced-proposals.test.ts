import { describe, expect, it } from 'vitest';
import { scriptedModel } from '../test/scripted-model.js';
import { requestLlmAdvancedProposals } from './advanced-proposals.js';
import { keyed } from './prompt-data.js';

describe('requestLlmAdvancedProposals', () => {
  it('keeps well-formed proposals for rows of the batch and new rows', async () => {
    const model = scriptedModel(() => ({
      proposals: [
        {
          key: 'r1',
          action: 'Replace',
          reason: 'Conflicts with r2.',
          proposition: 'The system shall answer in 2 s.',
        },
        { key: 'r9', action: 'delete', reason: 'Unknown row.', proposition: '' },
        { key: 'r2', action: 'none', reason: '', proposition: '' },
        { key: 'r2', action: 'split', reason: 'No parts.', proposition: 'Just one part.' },
        { key: 'r2', action: 'replace', reason: 'Empty text.', proposition: ' ' },
        { key: 'whatever', action: 'add', reason: 'Missing logout.', proposition: 'The user shall log out.' },
        { key: '', action: 'add', reason: 'Empty.', proposition: '' },
      ],
    }));
    expect(await requestLlmAdvancedProposals(model, keyed(['A', 'B']))).toEqual([
      {
        key: 'r1',
        action: 'replace',
        reason: 'Conflicts with r2.',
        proposition: 'The system shall answer in 2 s.',
      },
      { key: '', action: 'add', reason: 'Missing logout.', proposition: 'The user shall log out.' },
    ]);
  });

  it('throws on a malformed answer', async () => {
    await expect(
      requestLlmAdvancedProposals(
        scriptedModel(() => ({ proposals: [{}] })),
        keyed(['A']),
      ),
    ).rejects.toThrow();
  });
});
