import { describe, expect, it } from 'vitest';
import { compoundProposals, requirementParts } from './compound-rows.js';

describe('requirementParts', () => {
  it('splits a second modal with the same subject, keeping a leading condition', () => {
    expect(
      requirementParts('WHEN the user saves, the system shall validate the form and shall store the record.'),
    ).toEqual([
      'WHEN the user saves, the system shall validate the form.',
      'WHEN the user saves, the system shall store the record.',
    ]);
  });

  it('splits a second clause with its own subject, and sentences that each have a modal', () => {
    expect(
      requirementParts('The system shall log errors, and the operator shall review them daily.'),
    ).toEqual(['The system shall log errors.', 'The operator shall review them daily.']);
    expect(
      requirementParts('The user shall log in. The system shall show the dashboard. This helps onboarding.'),
    ).toEqual(['The user shall log in.', 'The system shall show the dashboard. This helps onboarding.']);
  });

  it("does not split lists of objects or rows that already contain '&&'", () => {
    expect(requirementParts('The system shall store name and address.')).toEqual([
      'The system shall store name and address.',
    ]);
    expect(requirementParts('A shall x. && B shall y.')).toEqual(['A shall x. && B shall y.']);
  });
});

describe('compoundProposals', () => {
  it("proposes a split with the parts joined by ' && '", () => {
    expect(
      compoundProposals([{ id: 'R1', description: 'Passwords must be hashed; they must never be logged.' }]),
    ).toEqual([
      {
        id: 'R1',
        action: 'split',
        reason:
          'Compound requirement: 2 requirements in one row; split them so each can be traced and tested on its own.',
        description: 'Passwords must be hashed; they must never be logged.',
        proposition: 'Passwords must be hashed. && They must never be logged.',
      },
    ]);
  });
});
