import { describe, expect, it } from 'vitest';
import { duplicateProposals } from './duplicates.js';

const rows = (...descriptions: string[]) =>
  descriptions.map((description, index) => ({ id: `R${index + 1}`, description }));

describe('duplicateProposals', () => {
  it('proposes deleting the later of two identical requirements', () => {
    expect(
      duplicateProposals(
        rows('The system shall log errors.', 'Other text entirely here.', '2.1 the system shall LOG errors'),
      ),
    ).toEqual([
      {
        id: 'R3',
        action: 'delete',
        reason: 'Duplicate of R1: the same requirement text.',
        description: '2.1 the system shall LOG errors',
        proposition: '',
      },
    ]);
  });

  it('proposes deleting the less detailed of two near-duplicates, naming the other', () => {
    const [proposal] = duplicateProposals(
      rows(
        'The system shall send a confirmation e-mail to the customer after each order.',
        'The system shall send a confirmation e-mail to the customer after each order is placed.',
      ),
    );
    expect(proposal).toMatchObject({ id: 'R1', action: 'delete' });
    expect(proposal?.reason).toMatch(/^Near-duplicate of R2 \(\d+% of its content is the same\)/);
  });

  it('finds a contradiction by negation and by conflicting values of one unit', () => {
    const negation = duplicateProposals(
      rows(
        'The system shall store passwords in plain text.',
        'The system shall not store passwords in plain text.',
      ),
    );
    expect(negation).toEqual([expect.objectContaining({ id: 'R2', action: 'delete' })]);
    expect(negation[0]?.reason).toMatch(/^Contradicts R1: R1 requires it and R2 forbids it/);
    const values = duplicateProposals(
      rows(
        'The session shall expire after 30 minutes of inactivity.',
        'The session shall expire after 15 minutes of inactivity.',
      ),
    );
    expect(values[0]?.reason).toMatch(/^Contradicts R1: 30 minute there and 15 minute here/);
  });

  it('leaves parallel requirements about different subjects and unrelated rows alone', () => {
    expect(
      duplicateProposals(
        rows(
          'The Cab radio shall support direct mode communications as defined in section 15.',
          'The Operational radio shall support direct mode communications as defined in section 15.',
          'Reports shall be exported as PDF.',
          '',
        ),
      ),
    ).toEqual([]);
  });
});
