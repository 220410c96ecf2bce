import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editableText, withEditedText } from './proposal-edits';

const proposal = (action: string, proposition: string) => ({
  id: 'REQ-1',
  action,
  reason: '',
  description: 'x',
  proposition,
});

describe('proposal edits', () => {
  it('edits a replacement or a new requirement as it is, a split one paragraph per part, a deletion not at all', () => {
    expect(editableText(proposal('Replace', 'New.'))).toBe('New.');
    expect(editableText(proposal('add', 'Added.'))).toBe('Added.');
    expect(editableText(proposal('split', 'A. && B.'))).toBe('A.\n\nB.');
    expect(editableText(proposal('delete', ''))).toBeNull();
    expect(withEditedText(proposal('split', 'A. && B.'), 'A.\n\n B2. \n\n\nC.').proposition).toBe(
      'A. && B2. && C.',
    );
    expect(withEditedText(proposal('replace', 'New.'), 'Edited.').proposition).toBe('Edited.');
  });

  it('an unedited split gives back the same parts', () => {
    const part = fc
      .stringMatching(/^[A-Za-z][A-Za-z .,]{0,30}$/)
      .map((text) => text.trim())
      .filter(Boolean);
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 5 }), (parts) => {
        const split = proposal('split', parts.join(' && '));
        expect(withEditedText(split, editableText(split) ?? '').proposition).toBe(parts.join(' && '));
      }),
    );
  });
});
